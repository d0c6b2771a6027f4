export * from './api';
export * from './http';
export * from './storage';
