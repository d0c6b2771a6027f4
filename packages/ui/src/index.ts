// Theme (helper 6A)

// Primitive components (helper 6A)
export { Sample } from './components/Sample/Sample';
export * from './theme';
