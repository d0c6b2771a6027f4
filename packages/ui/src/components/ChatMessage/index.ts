export { ChatMessage, type ChatMessageProps, formatTimestamp, messageKeys, modelLabel } from './ChatMessage';
export { chatMessageStrings } from './strings';
