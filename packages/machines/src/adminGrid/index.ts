export * from './adminGrid.machine';
