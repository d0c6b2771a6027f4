export { type PromptDraftView, PromptsScreen, type PromptsScreenProps } from './PromptsScreen';
export { promptsStrings } from './strings';
export { VariablesDialog, type VariablesDialogProps } from './VariablesDialog';
