export * from './blogEditor.machine';
