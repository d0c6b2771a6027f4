export * from './fakes';
export * from './graph';
