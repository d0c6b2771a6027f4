export * from './selection.machine';
