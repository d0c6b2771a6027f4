import type { StaffChatMember, StaffChatRoom, StaffChatRoomKind } from '@store-ops/domain';

export type StaffChatListStatus = 'loading' | 'failed' | 'ready';
/** The stream's connection as the connection machine tracks it. */
export type StaffChatConnection = 'connecting' | 'live' | 'reconnecting' | 'offline';
/** A room in the list: `GET /api/staffchat/rooms`. */
export type StaffChatRoomItem = StaffChatRoom;
/** A room member (the `@` list, who is online): `GET /api/staffchat/rooms/:id/members`. */
export type StaffChatMemberView = StaffChatMember;

/** A message as the screen shows it (the contract's message, its author's view of it). */
export interface StaffChatMessageView {
  id: number;
  author: string;
  /** The administrator who posted it while impersonating `author`: the head names both. */
  posted_by?: string | null;
  user_id: number | null;
  msg: string;
  /** ISO 8601. */
  created_at: string;
  edited_at: string | null;
  deleted: boolean;
  /** Deleted by an administrator, not its author. */
  deleted_by_admin?: boolean;
  /** Written by the reader: Edit and Delete. */
  mine: boolean;
  /** Someone else's message the reader (an administrator) may delete: Delete. */
  can_delete?: boolean;
  /** Someone else's message that mentions the reader: marked `Mentions you`. */
  mentions_me: boolean;
  /** An Announcements post's receipts: `Read by N of M`. */
  receipt?: { read_by: number; of: number };
}

/** A message on its way (or that failed to go): shown under the history. */
export interface StaffChatPendingSend {
  key: string;
  msg: string;
  state: 'sending' | 'failed';
  error?: string | null;
}

/** The open room. */
export interface StaffChatRoomPane {
  id: number;
  name: string;
  kind: StaffChatRoomKind;
  /** False in Announcements for non-admins: the composer says why. */
  canPost: boolean;
  history: 'loading' | 'ready' | 'failed';
  historyError?: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  /** Oldest first. */
  messages: readonly StaffChatMessageView[];
  pending: readonly StaffChatPendingSend[];
  members: readonly StaffChatMemberView[];
  /** The members online now (the head's `N online`). */
  online: readonly StaffChatMemberView[];
  /** The reader's own `@handle` (their mentions are the stronger mark; not offered in `@`). */
  currentUserHandle: string;
  draft: string;
  onDraft(text: string): void;
  onSend(): void;
  draftError?: string | null;
  onRetrySend(key: string): void;
  onDiscardSend(key: string): void;
  editing: { id: number; text: string; error?: string | null } | null;
  onEditStart(id: number): void;
  onEditChange(text: string): void;
  onEditSave(): void;
  onEditCancel(): void;
  /** Called once the screen's confirmation (`Delete this message?`) is confirmed. */
  onDelete(id: number): void;
}

export interface StaffChatScreenProps {
  /** The rooms list's state. */
  status: StaffChatListStatus;
  error?: string | null;
  onRetry(): void;
  connection: StaffChatConnection;
  /** In the order shown: Announcements first. */
  rooms: readonly StaffChatRoomItem[];
  selectedRoomId: number | null;
  onSelectRoom(id: number): void;
  room: StaffChatRoomPane | null;
  /** IANA zone of the times (stories pin `UTC`); the browser's when omitted. */
  timeZone?: string;
  locale?: string;
}
