export * from './chat.machine';
