export * from './impersonation.machine';
