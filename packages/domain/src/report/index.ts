export * from './context';
export * from './schema';
export * from './sections';
export * from './stats';
export * from './types';
export * from './values';
