import { mentionsOf, type StaffChatMember, type StaffChatRoomKind } from '@store-ops/domain';
import type { SnapshotFrom } from 'xstate';
import type { staffChatMachine } from './staffChat.machine';
import type { StaffChatEditing, StaffChatPendingSend } from './staffChat.types';
import { openList, selectedRoom } from './staffChatMessages';

export type StaffChatSnapshot = SnapshotFrom<typeof staffChatMachine>;

/** Every unread message of every room: the drawer's Staff Chat badge. */
export function totalUnread(snapshot: Pick<StaffChatSnapshot, 'context'>): number {
  return snapshot.context.rooms.reduce((sum, r) => sum + r.unread, 0);
}

export type StaffChatStatus = 'loading' | 'failed' | 'noRooms' | 'ready';

export interface StaffChatRoomView {
  id: number;
  name: string;
  kind: StaffChatRoomKind;
  unread: number;
  selected: boolean;
}

export interface StaffChatMessageView {
  id: number;
  userId: number | null;
  author: string;
  /** The administrator who posted it while impersonating `author`, else null. */
  postedBy: string | null;
  /** '' once deleted (the screen shows `STAFFCHAT_MESSAGES.deleted`). */
  msg: string;
  createdAt: Date;
  editedAt: Date | null;
  mine: boolean;
  /** The user may delete it: their own, or anyone's for a moderator (not once deleted). */
  canDelete: boolean;
  edited: boolean;
  deleted: boolean;
  /** Deleted by an administrator, not its author. */
  deletedByAdmin: boolean;
  /** The room members' `@handle`s in the text, lower-cased. */
  mentions: string[];
  /** Someone else's message that mentions the user (the screen marks it `Mentions you`). */
  mentionsMe: boolean;
}

export interface StaffChatReceiptView {
  readBy: number;
  of: number;
}

export interface StaffChatView {
  status: StaffChatStatus;
  /** Announcements first, the others in the server's order. */
  rooms: StaffChatRoomView[];
  totalUnread: number;
  /** The open room. */
  room: { id: number; name: string; kind: StaffChatRoomKind } | null;
  /** The open room's messages, oldest first. */
  messages: StaffChatMessageView[];
  /** The open room's sends not yet stored, in the order they were sent. */
  pending: StaffChatPendingSend[];
  members: StaffChatMember[];
  /** The open room's members online now, in the members' order. */
  online: StaffChatMember[];
  /** The user's own `@handle` in the open room, lower-cased ('' before its members are known). */
  myHandle: string;
  /** `Read by N of M`, by message id (Announcements). */
  receipts: Record<number, StaffChatReceiptView>;
  draft: string;
  /** Whether the user may post here (Announcements: admins only). */
  canPost: boolean;
  sendError: string | null;
  editing: (StaffChatEditing & { saving: boolean }) | null;
  deletingId: number | null;
  hasOlder: boolean;
  loadingRooms: boolean;
  loadingHistory: boolean;
  loadingOlder: boolean;
  /** What the last LOAD_OLDER put before which message (keep `anchorId` where it was on screen). */
  prepended: { count: number; anchorId: number } | null;
  /** Why the rooms (status `failed`) or the open room's messages (`historyFailed`) did not load: RETRY. */
  error: string | null;
  historyFailed: boolean;
  actionError: string | null;
}

const KIND_ORDER: Record<StaffChatRoomKind, number> = { announcements: 0, company: 1, store: 1 };

/** The staff chat screen's props, plain values. */
export function staffChatView(snapshot: Pick<StaffChatSnapshot, 'context' | 'matches'>): StaffChatView {
  const { context } = snapshot;
  const room = selectedRoom(context);
  const status: StaffChatStatus = snapshot.matches('loadingRooms')
    ? 'loading'
    : snapshot.matches('roomsFailed')
      ? 'failed'
      : snapshot.matches({ ready: 'noRooms' })
        ? 'noRooms'
        : 'ready';
  const myHandle = context.members.find((m) => m.user_id === context.userId)?.handle.toLowerCase() ?? '';
  const handles = new Set(context.members.map((m) => m.handle.toLowerCase()));
  const open = snapshot.matches({ ready: 'open' });
  return {
    status,
    rooms: [...context.rooms]
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
      .map((r) => ({ ...r, selected: r.id === context.selectedRoomId })),
    totalUnread: totalUnread(snapshot),
    room: room ? { id: room.id, name: room.name, kind: room.kind } : null,
    messages: openList(context).map((m) => {
      const mentions = m.deleted
        ? []
        : [...new Set(mentionsOf(m.msg).map((h) => h.toLowerCase()))].filter((h) => handles.has(h));
      const mine = m.user_id === context.userId;
      return {
        id: m.id,
        userId: m.user_id,
        author: m.author,
        postedBy: m.posted_by,
        msg: m.deleted ? '' : m.msg,
        createdAt: m.created_at,
        editedAt: m.edited_at,
        mine,
        canDelete: !m.deleted && (m.user_id === context.userId || context.moderator),
        edited: m.edited_at !== null && !m.deleted,
        deleted: m.deleted,
        deletedByAdmin: m.deleted && m.deleted_by_admin,
        mentions,
        mentionsMe: !mine && myHandle !== '' && mentions.includes(myHandle),
      };
    }),
    pending: context.pending.filter((p) => p.roomId === context.selectedRoomId),
    members: context.members,
    online: context.members.filter((m) => m.online),
    myHandle,
    receipts: Object.fromEntries(
      context.receipts.map((r) => [r.message_id, { readBy: r.read_by, of: r.of }]),
    ),
    draft: room ? (context.drafts[room.id] ?? '') : '',
    canPost: room !== undefined && (room.kind !== 'announcements' || context.admin),
    sendError: context.sendError,
    editing: context.editing && {
      ...context.editing,
      saving: context.saving,
    },
    deletingId: context.deletingId,
    hasOlder: room ? context.hasOlder[room.id] === true : false,
    loadingRooms: status === 'loading',
    loadingHistory: open && context.history === 'loading',
    loadingOlder: open && context.history === 'loadingOlder',
    prepended: context.prepended,
    error: context.error,
    historyFailed: open && context.history === 'failed',
    actionError: context.actionError,
  };
}

/** The open room's regions, each a child machine, by the id the machine gives it. */
const REGIONS = ['room', 'outbox', 'change', 'receipts', 'sync'] as const;

/**
 * The machine's state with the open room's regions in it as their child machines are
 * (`{ ready: { open: { room: 'idle', outbox: 'posting', … } } }`): the QA panel shows it. Current on
 * every snapshot: a child moves only when this machine tells it to, and reports when it has.
 */
export function staffChatStateValue(
  snapshot: Pick<StaffChatSnapshot, 'value' | 'children' | 'matches'>,
): unknown {
  if (!snapshot.matches({ ready: 'open' })) return snapshot.value;
  const children = snapshot.children as Record<string, { getSnapshot(): { value: unknown } } | undefined>;
  return {
    ready: { open: Object.fromEntries(REGIONS.map((id) => [id, children[id]?.getSnapshot().value])) },
  };
}
