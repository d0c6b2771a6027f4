export * from './fakes';
export * from './graph';
export * from './replay';
