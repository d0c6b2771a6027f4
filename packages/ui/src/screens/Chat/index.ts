export {
  CHAT_BLOCK_KEYS,
  type ChatContextState,
  ChatScreen,
  type ChatScreenProps,
  type ContextSource,
} from './Chat';
export { chatStrings } from './strings';
