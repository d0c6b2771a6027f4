export * from './reportCustomizer.machine';
export * from './reportCustomizerMessages';
