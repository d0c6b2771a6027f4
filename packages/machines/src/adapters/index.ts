export * from './http';
export * from './storage';
