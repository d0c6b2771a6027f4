export * from './csvData.machine';
export * from './payload';
