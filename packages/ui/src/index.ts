// Public API of @store-ops/ui. Biome keeps these exports sorted; append yours and run biome.
// (The DataGrid lives behind the separate `@store-ops/ui/data-grid` entry so AG Grid stays out of it.)

export * from './components/AlertDialog';
export * from './components/Badge';
export * from './components/BrandMark';
export * from './components/Button';
export * from './components/CachePanel';
export * from './components/ChatInput';
export * from './components/ChatMessage';
export * from './components/Checkbox';
export * from './components/CheckboxGroup';
export * from './components/ComboBox';
export * from './components/ContextPreview';
export * from './components/DatePicker';
export * from './components/DayStatusBanner';
export * from './components/Disclosure';
export * from './components/Drawer';
export * from './components/EmptyState';
export * from './components/IconButton';
export * from './components/Markdown';
export * from './components/Menu';
export * from './components/Modal';
export * from './components/ProgressBar';
export * from './components/RadioGroup';
export * from './components/SearchField';
export * from './components/Select';
export * from './components/SelectorBar';
export * from './components/Spinner';
export * from './components/StoreDayStatus';
export * from './components/Switch';
export * from './components/Tag';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './screens';
export * from './theme';
