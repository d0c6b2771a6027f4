export * from './api';
export * from './chat';
export * from './http';
export * from './impersonation';
export * from './servicesLoader';
export * from './session';
export * from './storage';
