export * from './passwordChange.machine';
