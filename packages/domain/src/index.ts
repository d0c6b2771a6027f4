export * from './analyst';
export * from './contract';
export * from './random';
export * from './report';
