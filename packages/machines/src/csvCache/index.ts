export * from './csvCache';
