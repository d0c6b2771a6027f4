import type { StaffChatMember, StaffChatRoom, StaffChatRoomKind } from '@store-ops/domain';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { icons } from '../../components/IconButton';
import { Spinner } from '../../components/Spinner';
import { checkIcon, kindIcons } from './icons';
import { MentionTextArea } from './MentionTextArea';
import { MessageText } from './MessageText';
import { mentionSpans } from './mentions';
import {
  Centered,
  Composer,
  ConnectionBanner,
  DayHeading,
  Deleted,
  EditorActions,
  Editor as EditorRoot,
  EmptyText,
  Layout,
  Log,
  Message,
  MessageActions,
  MessageHead,
  Messages,
  OlderRow,
  OnlineList,
  Pane,
  PaneHeader,
  PendingItem,
  PendingList,
  Receipt,
  RoomItem,
  RoomList,
  RoomTitle,
  Root,
  Sidebar,
  SidebarHeading,
  TextButton,
  Whole,
} from './StaffChat.styles';
import { staffChatStrings as s } from './strings';
import { useHistoryScroll } from './useHistoryScroll';

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
  /** The rooms list. */
  status: StaffChatListStatus;
  error?: string | null;
  onRetry(): void;
  connection: StaffChatConnection;
  rooms: readonly StaffChatRoomItem[];
  selectedRoomId: number | null;
  onSelectRoom(id: number): void;
  room: StaffChatRoomPane | null;
  /** IANA zone of the times (stories pin `UTC`); the browser's when omitted. */
  timeZone?: string;
  locale?: string;
}

const KIND_ORDER: Record<StaffChatRoomKind, number> = { announcements: 0, company: 1, store: 1 };

/** Announcements first; the others in the server's order. */
export function orderRooms<R extends { kind: StaffChatRoomKind }>(rooms: readonly R[]): R[] {
  return [...rooms].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

function connectionText(connection: StaffChatConnection): string {
  switch (connection) {
    case 'connecting':
      return s.connecting;
    case 'reconnecting':
      return s.reconnecting;
    case 'offline':
      return s.offline;
    case 'live':
      return '';
  }
}

interface Formatters {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  full: Intl.DateTimeFormat;
}

function useFormatters(locale?: string, timeZone?: string): Formatters {
  return useMemo(() => {
    const zone = timeZone ? { timeZone } : {};
    return {
      time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone }),
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', ...zone }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...zone }),
    };
  }, [locale, timeZone]);
}

const format = (f: Intl.DateTimeFormat, iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
};

/**
 * The staff chat: the rooms (Announcements first, unread counts), the open room (who is
 * online, the paged history with mentions, edits, deletes and receipts, the sends on their way, the
 * composer with `@` mentions), and the connection's state. Presentational: every change goes out
 * through a callback; only the narrow layout's view (rooms or room), the online list's disclosure and
 * the delete confirmation are the screen's own.
 */
export function StaffChatScreen({
  status,
  error,
  onRetry,
  connection,
  rooms,
  selectedRoomId,
  onSelectRoom,
  room,
  timeZone,
  locale,
}: StaffChatScreenProps) {
  const [view, setView] = useState<'list' | 'room'>(selectedRoomId === null ? 'list' : 'room');
  const shownView = selectedRoomId === null ? 'list' : view;
  const listRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** Who asked for the view: focus follows a choice or Back, never a re-render. */
  const moved = useRef<'list' | 'room' | null>(null);
  const ordered = useMemo(() => orderRooms(rooms), [rooms]);
  const roomsHeadingId = useId();

  // In the narrow layout, the view that was left is hidden: focus goes to the one shown.
  useEffect(() => {
    const to = moved.current;
    moved.current = null;
    if (!to) return;
    const list = listRef.current;
    if (to === 'room' && list && list.offsetParent === null) titleRef.current?.focus();
    if (to === 'list') list?.focus();
  });

  const open = (id: number) => {
    moved.current = 'room';
    setView('room');
    if (id !== selectedRoomId) onSelectRoom(id);
  };
  const back = () => {
    moved.current = 'list';
    setView('list');
  };

  const banner = (
    <ConnectionBanner role="status" data-part="connection" data-connection={connection}>
      {connectionText(connection)}
    </ConnectionBanner>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Whole>
        <Centered role="status">
          <Spinner size="sm" label={s.loadingRooms} />
          <span>{s.loadingRooms}</span>
        </Centered>
      </Whole>
    );
  } else if (status === 'failed') {
    body = (
      <Whole>
        <EmptyState
          variant="error"
          title={error || s.roomsFailed}
          action={<Button onPress={onRetry}>{s.retry}</Button>}
        />
      </Whole>
    );
  } else if (rooms.length === 0) {
    body = (
      <Whole>
        <EmptyState title={s.noRooms} />
      </Whole>
    );
  } else {
    body = (
      <Layout data-view={shownView}>
        <Sidebar aria-labelledby={roomsHeadingId} data-part="rooms">
          <RoomsList
            headingId={roomsHeadingId}
            rooms={ordered}
            selectedRoomId={selectedRoomId}
            onOpen={open}
            listRef={listRef}
          />
        </Sidebar>
        <Pane data-part="room" aria-label={room?.name ?? s.chooseRoom}>
          {room ? (
            <RoomPane
              room={room}
              onBack={back}
              onRetryHistory={() => onSelectRoom(room.id)}
              titleRef={titleRef}
              timeZone={timeZone}
              locale={locale}
            />
          ) : selectedRoomId !== null ? (
            <Centered role="status">
              <Spinner size="sm" label={s.loadingHistory} />
              <span>{s.loadingHistory}</span>
            </Centered>
          ) : (
            <EmptyText>{s.chooseRoom}</EmptyText>
          )}
        </Pane>
      </Layout>
    );
  }

  return (
    <Root data-component="StaffChatScreen" data-status={status} data-connection={connection}>
      <h1 className="visually-hidden">{s.title}</h1>
      {banner}
      {body}
    </Root>
  );
}

interface RoomsListProps {
  headingId: string;
  rooms: readonly StaffChatRoomItem[];
  selectedRoomId: number | null;
  onOpen: (id: number) => void;
  listRef: RefObject<HTMLDivElement | null>;
}

const RoomsList = memo(function RoomsList({
  headingId,
  rooms,
  selectedRoomId,
  onOpen,
  listRef,
}: RoomsListProps) {
  return (
    <>
      <SidebarHeading id={headingId}>{s.roomsHeading}</SidebarHeading>
      <RoomList
        ref={listRef}
        aria-labelledby={headingId}
        selectionMode="single"
        selectedKeys={selectedRoomId === null ? [] : [selectedRoomId]}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [key] = [...keys];
          // Choosing the selected room again "unselects" it: it opens again instead (after Back
          // on a phone), and stays selected (the selection is the prop's).
          const id = key === undefined ? selectedRoomId : Number(key);
          if (id !== null) onOpen(id);
        }}
        items={rooms}
      >
        {(r) => (
          <RoomItem
            id={r.id}
            textValue={r.name}
            data-room-id={String(r.id)}
            data-kind={r.kind}
            data-unread={r.unread > 0 ? '' : undefined}
          >
            {/* Screen readers get one phrase (`Harvest Table Austin, Store, 3 unread`); the
                visible name, kind and badge are hidden from them. */}
            <span data-part="kind-icon" aria-hidden="true">
              {kindIcons[r.kind]}
            </span>
            <span data-part="names" aria-hidden="true">
              <span data-part="name">{r.name}</span>
              {r.kind !== 'announcements' && <span data-part="kind">{s.kind[r.kind]}</span>}
            </span>
            {r.unread > 0 && (
              <Badge variant="accent" data-part="unread" aria-hidden="true">
                {r.unread}
              </Badge>
            )}
            <span className="visually-hidden">{s.roomLabel(r.name, s.kind[r.kind], r.unread)}</span>
          </RoomItem>
        )}
      </RoomList>
    </>
  );
});

interface RoomPaneProps {
  room: StaffChatRoomPane;
  onBack: () => void;
  onRetryHistory: () => void;
  titleRef: RefObject<HTMLHeadingElement | null>;
  timeZone?: string;
  locale?: string;
}

function RoomPane({ room, onBack, onRetryHistory, titleRef, timeZone, locale }: RoomPaneProps) {
  const [showOnline, setShowOnline] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const onlineId = useId();
  const online = room.members.filter((m) => m.online);
  const f = useFormatters(locale, timeZone);
  const handles = useMemo(() => new Set(room.members.map((m) => m.handle.toLowerCase())), [room.members]);
  const self = room.currentUserHandle.toLowerCase();
  const candidates = useMemo(
    () => room.members.filter((m) => m.handle.toLowerCase() !== self),
    [room.members, self],
  );

  return (
    <>
      <PaneHeader>
        <TextButton data-part="back" aria-label={s.backLabel} onPress={onBack}>
          {icons.chevronLeft}
          {s.back}
        </TextButton>
        <RoomTitle ref={titleRef} tabIndex={-1}>
          {kindIcons[room.kind]}
          <span>{room.name}</span>
        </RoomTitle>
        <TextButton
          aria-expanded={showOnline}
          aria-controls={onlineId}
          onPress={() => setShowOnline((v) => !v)}
          data-part="online"
        >
          <span data-part="dot" aria-hidden="true" />
          {s.online(online.length)}
          {icons.chevronDown}
        </TextButton>
        <OnlineList id={onlineId} hidden={!showOnline} aria-label={s.onlineListLabel}>
          {online.length === 0 ? (
            <li>{s.nobodyOnline}</li>
          ) : (
            online.map((m) => (
              <li key={m.user_id}>
                <span>{m.name}</span>
                <span data-part="handle">@{m.handle}</span>
              </li>
            ))
          )}
        </OnlineList>
      </PaneHeader>

      {room.history === 'loading' ? (
        <Centered role="status">
          <Spinner size="sm" label={s.loadingHistory} />
          <span>{s.loadingHistory}</span>
        </Centered>
      ) : room.history === 'failed' ? (
        <EmptyState
          variant="error"
          title={room.historyError || s.historyFailed}
          action={<Button onPress={onRetryHistory}>{s.retry}</Button>}
        />
      ) : (
        <History
          room={room}
          f={f}
          handles={handles}
          self={self}
          candidates={candidates}
          onAskDelete={setConfirmDelete}
        />
      )}

      <ComposerForm room={room} candidates={candidates} />

      {confirmDelete !== null && (
        <AlertDialog
          isOpen
          title={s.deleteTitle}
          confirmLabel={s.delete}
          cancelLabel={s.cancel}
          variant="danger"
          onConfirm={() => {
            room.onDelete(confirmDelete);
            setConfirmDelete(null);
          }}
          onCancel={() => setConfirmDelete(null)}
        >
          {room.messages.find((m) => m.id === confirmDelete)?.mine === false
            ? s.deleteOtherBody
            : s.deleteBody}
        </AlertDialog>
      )}
    </>
  );
}

interface HistoryProps {
  room: StaffChatRoomPane;
  f: Formatters;
  handles: ReadonlySet<string>;
  self: string;
  candidates: readonly StaffChatMemberView[];
  onAskDelete: (id: number) => void;
}

function History({ room, f, handles, self, candidates, onAskDelete }: HistoryProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const { messages } = room;
  const first = messages[0];
  const last = messages[messages.length - 1];
  const { loadOlder } = useHistoryScroll(logRef, {
    roomId: room.id,
    ready: true,
    firstId: first?.id ?? null,
    lastId: last?.id ?? null,
    lastIsMine: last?.mine ?? false,
    canLoadOlder: room.hasOlder && !room.loadingOlder,
    onLoadOlder: room.onLoadOlder,
  });

  // When the editor closes, the keyboard goes back to the message's Edit button.
  const lastEditing = useRef<number | null>(null);
  useEffect(() => {
    const was = lastEditing.current;
    lastEditing.current = room.editing?.id ?? null;
    if (was === null || room.editing) return;
    const active = document.activeElement;
    if (active && active !== document.body && logRef.current?.contains(active) === false) return;
    logRef.current?.querySelector<HTMLElement>(`[data-message-id="${was}"] [data-part="edit"]`)?.focus();
  });

  const isAnnouncements = room.kind === 'announcements';
  const rows: ReactNode[] = [];
  let lastDay = '';
  for (const m of messages) {
    const day = format(f.day, m.created_at);
    if (day !== lastDay) {
      rows.push(
        <DayHeading key={`day-${m.id}`} data-part="day">
          <h3>{day}</h3>
        </DayHeading>,
      );
      lastDay = day;
    }
    rows.push(
      <MessageRow
        key={m.id}
        message={m}
        f={f}
        handles={handles}
        self={self}
        showReceipt={isAnnouncements}
        editing={room.editing?.id === m.id ? room.editing : null}
        room={room}
        candidates={candidates}
        onAskDelete={onAskDelete}
      />,
    );
  }

  return (
    <Log
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={s.historyLabel(room.name)}
      aria-busy={room.loadingOlder || undefined}
      tabIndex={0}
      data-part="history"
    >
      <div>
        {room.loadingOlder ? (
          <OlderRow role="status" data-part="older">
            <Spinner size="sm" label={s.loadingOlder} />
            <span>{s.loadingOlder}</span>
          </OlderRow>
        ) : room.hasOlder ? (
          <OlderRow data-part="older">
            <Button size="sm" variant="secondary" onPress={loadOlder}>
              {s.loadOlder}
            </Button>
          </OlderRow>
        ) : null}
        {messages.length === 0 && room.pending.length === 0 && !room.hasOlder ? (
          <EmptyText data-part="empty">{s.emptyRoom}</EmptyText>
        ) : (
          <Messages aria-label={s.historyLabel(room.name)}>{rows}</Messages>
        )}
        {room.pending.length > 0 && (
          <PendingList aria-label={s.pendingLabel} data-part="pending">
            {room.pending.map((p) => (
              <PendingItem key={p.key} data-state={p.state} data-pending-key={p.key}>
                <p data-part="text">{p.msg}</p>
                <div data-part="state">
                  {p.state === 'sending' ? (
                    <>
                      <Spinner size="sm" label={s.sending} />
                      <span>{s.sending}</span>
                    </>
                  ) : (
                    <>
                      <span data-part="error">{p.error || s.sendFailed}</span>
                      <Button size="sm" variant="secondary" onPress={() => room.onRetrySend(p.key)}>
                        {s.retry}
                      </Button>
                      <Button size="sm" variant="ghost" onPress={() => room.onDiscardSend(p.key)}>
                        {s.discard}
                      </Button>
                    </>
                  )}
                </div>
              </PendingItem>
            ))}
          </PendingList>
        )}
      </div>
    </Log>
  );
}

interface MessageRowProps {
  message: StaffChatMessageView;
  f: Formatters;
  handles: ReadonlySet<string>;
  self: string;
  showReceipt: boolean;
  editing: StaffChatRoomPane['editing'];
  room: StaffChatRoomPane;
  candidates: readonly StaffChatMemberView[];
  onAskDelete: (id: number) => void;
}

function MessageRow({
  message: m,
  f,
  handles,
  self,
  showReceipt,
  editing,
  room,
  candidates,
  onAskDelete,
}: MessageRowProps) {
  const time = format(f.time, m.created_at);
  const mentionsMe = !m.deleted && self !== '' && mentionSpansOf(m.msg, handles).includes(self) && !m.mine;
  return (
    <Message
      data-message-id={String(m.id)}
      data-mine={m.mine ? '' : undefined}
      data-deleted={m.deleted ? '' : undefined}
      data-mentions-me={mentionsMe ? '' : undefined}
    >
      <MessageHead data-part="head">
        <span data-part="author">{m.posted_by ? s.postedAs(m.posted_by, m.author) : m.author}</span>
        <time dateTime={m.created_at} title={format(f.full, m.created_at)}>
          {time}
        </time>
        {m.edited_at && !m.deleted && (
          <span data-part="edited" title={s.editedAt(format(f.full, m.edited_at))}>
            ({s.edited})
          </span>
        )}
        {mentionsMe && <span className="visually-hidden">{s.mentionsYou}</span>}
      </MessageHead>
      {m.deleted ? (
        <Deleted data-part="deleted">{m.deleted_by_admin ? s.deletedByAdmin : s.deleted}</Deleted>
      ) : editing ? (
        <EditorRoot data-part="editor">
          <MentionTextArea
            label={s.editLabel}
            value={editing.text}
            onChange={room.onEditChange}
            members={candidates}
            description={s.editHint}
            errorMessage={editing.error}
            autoFocus
            onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                room.onEditCancel();
              } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                room.onEditSave();
              }
            }}
          />
          <EditorActions>
            <Button size="sm" onPress={room.onEditSave}>
              {s.save}
            </Button>
            <Button size="sm" variant="secondary" onPress={room.onEditCancel}>
              {s.cancel}
            </Button>
          </EditorActions>
        </EditorRoot>
      ) : (
        <MessageText source={m.msg} handles={handles} selfHandle={self} />
      )}
      {showReceipt && m.receipt && !m.deleted && (
        <Receipt data-part="receipt">
          {checkIcon}
          {s.readBy(m.receipt.read_by, m.receipt.of)}
        </Receipt>
      )}
      {m.mine && !m.deleted && !editing && (
        <MessageActions data-part="actions" role="group" aria-label={s.actionsOf(time)}>
          <Button size="sm" variant="ghost" data-part="edit" onPress={() => room.onEditStart(m.id)}>
            {s.edit}
          </Button>
          <Button size="sm" variant="ghost" data-part="delete" onPress={() => onAskDelete(m.id)}>
            {s.delete}
          </Button>
        </MessageActions>
      )}
      {!m.mine && m.can_delete && !m.deleted && (
        <MessageActions data-part="actions" role="group" aria-label={s.actionsOfOther(m.author, time)}>
          <Button size="sm" variant="ghost" data-part="delete" onPress={() => onAskDelete(m.id)}>
            {s.delete}
          </Button>
        </MessageActions>
      )}
    </Message>
  );
}

function mentionSpansOf(text: string, handles: ReadonlySet<string>): string[] {
  return mentionSpans(text, (h) => handles.has(h)).map((sp) => sp.handle);
}

function ComposerForm({
  room,
  candidates,
}: {
  room: StaffChatRoomPane;
  candidates: readonly StaffChatMemberView[];
}) {
  const length = room.draft.length;
  const counter = room.canPost && length > s.counterFrom ? s.counter(length) : undefined;
  return (
    <Composer
      data-part="composer"
      onSubmit={(e) => {
        e.preventDefault();
        if (room.canPost) room.onSend();
      }}
    >
      <MentionTextArea
        data-part="composer-field"
        label={s.messageLabel}
        value={room.canPost ? room.draft : ''}
        onChange={room.onDraft}
        members={candidates}
        placeholder={room.canPost ? s.placeholder(room.name) : undefined}
        description={room.canPost ? counter : s.adminsOnly}
        errorMessage={room.canPost ? room.draftError : null}
        isDisabled={!room.canPost}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          room.onSend();
        }}
      />
      <Button type="submit" data-part="send" isDisabled={!room.canPost}>
        {s.send}
      </Button>
    </Composer>
  );
}
