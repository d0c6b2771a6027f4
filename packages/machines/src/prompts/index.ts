export * from './prompts.machine';
