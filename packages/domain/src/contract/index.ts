export * from './api';
export * from './entities';
