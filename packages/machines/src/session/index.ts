export * from './session.machine';
export * from './storageOwner';
