// The staff chat machine's types: its input, context and events (its regions' reports among them).
import type { StaffChatMember, StaffChatMessage, StaffChatReceipt, StaffChatRoom } from '@store-ops/domain';
import type { StaffChatChangeReport } from './staffChatChange.machine';
import type { StaffChatConnectionLive, StaffChatStreamEvent } from './staffChatConnection.machine';
import type { StaffChatOutboxReport } from './staffChatOutbox.machine';
import type { StaffChatReceiptsReport } from './staffChatReceipts.machine';
import type { StaffChatRoomReport } from './staffChatRoom.machine';
import type { StaffChatSyncReport } from './staffChatSync.machine';

/** A message typed and sent but not (yet) stored: shown under the room's messages until it is. */
export interface StaffChatPendingSend {
  /** The client's key for it (`c1`, `c2`, …): RETRY_SEND and DISCARD_SEND name it. */
  key: string;
  roomId: number;
  /** The text as it is sent (trimmed). */
  text: string;
  state: 'sending' | 'failed';
  /** Why it failed (`STAFFCHAT_MESSAGES.rateLimited` past the rate limit). */
  error: string | null;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After). */
  retryAfter: number | null;
}

/** The message being edited: its id, the text in the editor and why a save was refused. */
export interface StaffChatEditing {
  id: number;
  text: string;
  error: string | null;
}

export interface StaffChatInput {
  /** The signed-in user: their messages are `mine`, their read events (another tab) clear unread. */
  userId: number;
  /** Admins post in Announcements; others see it read-only. */
  admin?: boolean;
  /**
   * May delete anyone's message in the rooms shown (administrators; the administrator who started an
   * impersonation counts). Defaults to `admin`.
   */
  moderator?: boolean;
  /** The room to open (the first room when absent or not the user's). */
  roomId?: number | null;
  /**
   * Whether the screen shows the open room (default true). The tab's runtime starts hidden (the
   * drawer's badge only): new messages then stay unread until the screen shows the room.
   */
  visible?: boolean;
}

export interface StaffChatContext {
  userId: number;
  admin: boolean;
  moderator: boolean;
  /** The rooms the user may see, with their unread counts, as the server lists them. */
  rooms: StaffChatRoom[];
  selectedRoomId: number | null;
  /** The loaded messages by room id, oldest first, one per id. */
  messages: Record<number, StaffChatMessage[]>;
  /** Whether the server has messages before the oldest loaded, by room id. */
  hasOlder: Record<number, boolean>;
  /** The open room's members (the `@` autocomplete, who is online). */
  members: StaffChatMember[];
  /** The open room's read receipts (Announcements). */
  receipts: StaffChatReceipt[];
  /** The composer's text by room id. */
  drafts: Record<number, string>;
  /** Messages sent and not yet stored (sending), or refused (failed: Retry or discard). */
  pending: StaffChatPendingSend[];
  /** The next pending send's key number. */
  nextKey: number;
  /** The key of the pending send the outbox (`staffChatOutbox`) is posting. */
  posting: string | null;
  editing: StaffChatEditing | null;
  /** The edit is being saved (`staffChatChange`). */
  saving: boolean;
  /** The message being deleted (after the screen's confirmation). */
  deletingId: number | null;
  /** The last LOAD_OLDER put `count` messages before `anchorId` (the screen keeps that message in place). */
  prepended: { count: number; anchorId: number } | null;
  /** Why the rooms or the open room's messages failed to load (RETRY). */
  error: string | null;
  /** Why the draft was not sent (empty, too long, Announcements for a non-admin). */
  sendError: string | null;
  /** Why loading older messages, a delete or an edit of a message no longer open failed. */
  actionError: string | null;
  /** The open room's history as its child machine (`staffChatRoom`) goes; `idle` before a room opens. */
  history: 'loading' | 'failed' | 'idle' | 'loadingOlder';
  /** The receipts are loading (`staffChatReceipts`). */
  receiptsLoading: boolean;
  /** A receipts-changing event came while receipts were loading: load them again after. */
  receiptsStale: boolean;
  /** A resync is under way (`staffChatSync`). */
  syncing: boolean;
  /** The screen shows the open room: what arrives there is read (`staffChat.screenShow` / `staffChat.screenHide`). */
  visible: boolean;
}

/** What opening a room loads: its newest page (newest first), members and (Announcements) receipts. */
export interface StaffChatRoomLoad {
  messages: StaffChatMessage[];
  members: StaffChatMember[];
  receipts: StaffChatReceipt[];
}

/** A reconnect the server could not replay: the rooms' unread counts and the open room's newest page again. */
export interface StaffChatResync {
  rooms: StaffChatRoom[];
  roomId: number | null;
  messages: StaffChatMessage[];
}

export type StaffChatMachineEvent =
  | { type: 'staffChat.retry' }
  | { type: 'staffChat.selectRoom'; roomId: number }
  | { type: 'staffChat.loadOlder' }
  | { type: 'staffChat.draft'; text: string }
  | { type: 'staffChat.send' }
  | { type: 'staffChat.retrySend'; key: string }
  | { type: 'staffChat.discardSend'; key: string }
  | { type: 'staffChat.editStart'; id: number }
  | { type: 'staffChat.editChange'; text: string }
  | { type: 'staffChat.editSave' }
  | { type: 'staffChat.editCancel' }
  /** After the screen's confirmation. */
  | { type: 'staffChat.delete'; id: number }
  /** The screen shows the open room (read what is unread there) or stops showing it. */
  | { type: 'staffChat.screenShow' }
  | { type: 'staffChat.screenHide' }
  /** What the connection emits, forwarded as they are. */
  | StaffChatStreamEvent
  | StaffChatConnectionLive
  /** What the regions' child machines report. */
  | StaffChatRoomReport
  | StaffChatOutboxReport
  | StaffChatChangeReport
  | StaffChatReceiptsReport
  | StaffChatSyncReport;
