export * from './session.machine';
export * from './sessionErrors';
export * from './storageOwner';
