export * from './csvData.machine';
