export { ContextPreview, type ContextPreviewProps } from './ContextPreview';
export { contextPreviewStrings } from './strings';
