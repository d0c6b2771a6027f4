export * from './contract';
export * from './report';
