export * from './dataImport.machine';
