export * from './builder';
export * from './context.machine';
