import { type RefObject, useMemo, useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { Centered } from '../admin/admin.styles';
import { Composer } from './Composer';
import { useFormatters } from './format';
import { History } from './History';
import { RoomHeader } from './RoomHeader';
import { staffChatStrings as s } from './strings';
import type { StaffChatRoomPane } from './types';

interface RoomPaneProps {
  room: StaffChatRoomPane;
  onBack: () => void;
  onRetryHistory: () => void;
  titleRef: RefObject<HTMLHeadingElement | null>;
  timeZone?: string;
  locale?: string;
}

/** The open room: its head, its history (or its loading and failure), the composer and the delete confirmation. */
export function RoomPane({ room, onBack, onRetryHistory, titleRef, timeZone, locale }: RoomPaneProps) {
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const f = useFormatters(locale, timeZone);
  const handles = useMemo(() => new Set(room.members.map((m) => m.handle.toLowerCase())), [room.members]);
  const self = room.currentUserHandle.toLowerCase();
  const candidates = useMemo(
    () => room.members.filter((m) => m.handle.toLowerCase() !== self),
    [room.members, self],
  );

  return (
    <>
      <RoomHeader room={room} online={room.online} onBack={onBack} titleRef={titleRef} />

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

      <Composer room={room} candidates={candidates} />

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
