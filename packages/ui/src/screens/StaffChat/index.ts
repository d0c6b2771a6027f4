export {
  type StaffChatConnection,
  type StaffChatListStatus,
  type StaffChatMemberView,
  type StaffChatMessageView,
  type StaffChatPendingSend,
  type StaffChatRoomItem,
  type StaffChatRoomPane,
  StaffChatScreen,
  type StaffChatScreenProps,
} from './StaffChatScreen';
export { staffChatStrings } from './strings';
