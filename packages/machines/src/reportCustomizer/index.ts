export * from './reportCustomizer.machine';
