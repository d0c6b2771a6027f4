export * from './context';
export * from './dashboard';
export * from './pack';
export * from './schema';
export * from './sections';
export * from './stats';
export * from './types';
export * from './values';
