export { ChatInput, type ChatInputPromptPicker, type ChatInputProps, type PromptOption } from './ChatInput';
export { chatInputStrings } from './strings';
