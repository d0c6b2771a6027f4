export * from './demoChat.machine';
