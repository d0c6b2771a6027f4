export { ChatInput, type ChatInputProps } from './ChatInput';
export { chatInputStrings } from './strings';
