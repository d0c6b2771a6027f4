// Theme (helper 6A)

// Primitive components (helper 6A)
export * from './components/Markdown';
export * from './theme';
