export * from './context.machine';
