export {
  ChatMessage,
  type ChatMessageProps,
  formatTimestamp,
  loadReplyExtras,
  messageKeys,
  modelLabel,
  PendingReply,
  type PendingReplyState,
  useFrameValue,
} from './ChatMessage';
export type { RegenerateModel } from './ReplyExtras';
export { chatMessageStrings } from './strings';
export { tableCsv, tableRows, tableTsv } from './tables';
