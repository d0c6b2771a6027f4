export * from './api';
export * from './constants';
export * from './entities';
export * from './paths';
export * from './rules';
