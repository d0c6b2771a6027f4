export * from './analyst';
export * from './contract';
export * from './report';
