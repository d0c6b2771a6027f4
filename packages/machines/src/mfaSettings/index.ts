export * from './mfaSettings.machine';
