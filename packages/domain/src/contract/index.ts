export * from './api';
export * from './constants';
export * from './entities';
export * from './paths';
export * from './responses';
export * from './rules';
export * from './writes';
