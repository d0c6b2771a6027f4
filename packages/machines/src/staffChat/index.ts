export * from './manualEventSource';
export * from './staffChat.machine';
export * from './staffChatConnection.machine';
