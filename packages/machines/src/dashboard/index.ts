export * from './dashboard.machine';
