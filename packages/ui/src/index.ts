// Public API of @store-ops/ui. Biome keeps these exports sorted; append yours and run biome.
// (The DataGrid lives behind the separate `@store-ops/ui/data-grid` entry so AG Grid stays out of it.)
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Markdown';
export * from './components/Spinner';
export * from './theme';
