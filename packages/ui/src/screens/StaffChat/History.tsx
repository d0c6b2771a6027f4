import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { type Formatters, format } from './format';
import { DayHeading, Log, Messages, OlderRow, PendingItem, PendingList } from './History.styles';
import { MessageRow } from './MessageRow';
import { EmptyText } from './StaffChat.styles';
import { staffChatStrings as s } from './strings';
import type { StaffChatMemberView, StaffChatRoomPane } from './types';
import { useHistoryScroll } from './useHistoryScroll';

interface HistoryProps {
  room: StaffChatRoomPane;
  f: Formatters;
  handles: ReadonlySet<string>;
  self: string;
  candidates: readonly StaffChatMemberView[];
  onAskDelete: (id: number) => void;
}

/** The room's log: Load older, the messages under their day headings, and the sends on their way. */
export function History({ room, f, handles, self, candidates, onAskDelete }: HistoryProps) {
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
        {room.pending.length > 0 && <PendingSends room={room} />}
      </div>
    </Log>
  );
}

/** The sends not yet stored: Sending…, or why not with Retry and Discard. */
function PendingSends({ room }: { room: StaffChatRoomPane }) {
  return (
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
  );
}
