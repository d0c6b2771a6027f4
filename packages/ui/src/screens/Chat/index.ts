export {
  CHAT_BLOCK_KEYS,
  type ChatContextState,
  type ChatHeaderView,
  ChatScreen,
  type ChatScreenProps,
  type ContextSource,
  MAX_SUGGESTIONS,
} from './Chat';
export { loadContextOptions } from './optionsModule';
export { chatStrings } from './strings';
