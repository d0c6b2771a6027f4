import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { Centered } from '../admin/admin.styles';
import { RoomPane } from './RoomPane';
import { RoomsList } from './RoomsList';
import { Sidebar } from './RoomsList.styles';
import { ConnectionBanner, EmptyText, Layout, Pane, Root, Whole } from './StaffChat.styles';
import { staffChatStrings as s } from './strings';
import type { StaffChatConnection, StaffChatScreenProps } from './types';

export type {
  StaffChatConnection,
  StaffChatListStatus,
  StaffChatMemberView,
  StaffChatMessageView,
  StaffChatPendingSend,
  StaffChatRoomItem,
  StaffChatRoomPane,
  StaffChatScreenProps,
} from './types';

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
            rooms={rooms}
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
      <h1 data-visually-hidden="">{s.title}</h1>
      {banner}
      {body}
    </Root>
  );
}
