export * from './auditLog.machine';
