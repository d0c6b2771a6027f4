export * from './theme.machine';
