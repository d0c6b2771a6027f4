export * from './blogEditor.machine';
export * from './blogReader.machine';
