/**
 * @store-ops/machines: every behaviour of the spec as an XState v5 statechart, plus the injected
 * browser adapters (storage, fetch client, CSV cache). The app and Storybook import from here only.
 */
export * from './adapters';
export * from './adminGrid';
export * from './auditLog';
export * from './blog';
export * from './chat';
export * from './context';
export * from './csvCache';
export * from './csvData';
export * from './dashboard';
export * from './dataImport';
export * from './demoChat';
export * from './impersonation';
export * from './messages';
export * from './mfaSettings';
export * from './passwordChange';
export * from './prompts';
export * from './reportCustomizer';
export * from './selection';
export * from './servicesLoader';
export * from './session';
export * from './staffChat';
export * from './theme';
