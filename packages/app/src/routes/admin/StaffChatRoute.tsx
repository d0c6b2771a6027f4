import { connectionStatus, staffChatView } from '@store-ops/machines';
import { StaffChatScreen } from '@store-ops/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSessionSelector } from '../../providers/session';
import { type StaffChatRuntime, staffChatRuntime } from '../../providers/staffChat';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The staff chat machines wired to the screen (the route and QA/Staff chat). */
export function StaffChat({ runtime }: { runtime: Pick<StaffChatRuntime, 'chat' | 'connection'> }) {
  const { chat, connection } = runtime;
  const view = useSelector(chat, staffChatView, same);
  const connected = useSelector(connection, connectionStatus);
  const send = chat.send;
  const room = view.room;
  return (
    <StaffChatScreen
      status={view.status === 'loading' ? 'loading' : view.status === 'failed' ? 'failed' : 'ready'}
      error={view.error}
      onRetry={() => send({ type: 'staffChat.retry' })}
      connection={connected}
      rooms={view.rooms}
      selectedRoomId={room?.id ?? null}
      onSelectRoom={(roomId) =>
        send(
          roomId === room?.id && view.historyFailed
            ? { type: 'staffChat.retry' }
            : { type: 'staffChat.selectRoom', roomId },
        )
      }
      room={
        room && {
          ...room,
          canPost: view.canPost,
          history: view.loadingHistory ? 'loading' : view.historyFailed ? 'failed' : 'ready',
          historyError: view.historyFailed ? view.error : null,
          hasOlder: view.hasOlder,
          loadingOlder: view.loadingOlder,
          onLoadOlder: () => send({ type: 'staffChat.loadOlder' }),
          messages: view.messages.map((m) => ({
            id: m.id,
            author: m.author,
            posted_by: m.postedBy,
            user_id: m.userId,
            msg: m.msg,
            created_at: m.createdAt.toISOString(),
            edited_at: m.editedAt ? m.editedAt.toISOString() : null,
            deleted: m.deleted,
            deleted_by_admin: m.deletedByAdmin,
            mine: m.mine,
            mentions_me: m.mentionsMe,
            can_delete: m.canDelete,
            ...(view.receipts[m.id]
              ? { receipt: { read_by: view.receipts[m.id]!.readBy, of: view.receipts[m.id]!.of } }
              : {}),
          })),
          pending: view.pending.map((p) => ({ key: p.key, msg: p.text, state: p.state, error: p.error })),
          members: view.members,
          online: view.online,
          currentUserHandle: view.myHandle,
          draft: view.draft,
          onDraft: (text) => send({ type: 'staffChat.draft', text }),
          onSend: () => send({ type: 'staffChat.send' }),
          draftError: view.sendError ?? view.actionError,
          onRetrySend: (key) => send({ type: 'staffChat.retrySend', key }),
          onDiscardSend: (key) => send({ type: 'staffChat.discardSend', key }),
          editing: view.editing && {
            id: view.editing.id,
            text: view.editing.text,
            error: view.editing.error,
          },
          onEditStart: (id) => send({ type: 'staffChat.editStart', id }),
          onEditChange: (text) => send({ type: 'staffChat.editChange', text }),
          onEditSave: () => send({ type: 'staffChat.editSave' }),
          onEditCancel: () => send({ type: 'staffChat.editCancel' }),
          onDelete: (id) => send({ type: 'staffChat.delete', id }),
        }
      }
    />
  );
}

/** `/staffchat` (admins): the team's rooms, in real time; the tab's one stream is shared with the drawer's badge. */
export default function StaffChatRoute() {
  const user = useSessionSelector((s) => s.context.user);
  const runtime = user ? staffChatRuntime(user) : null;
  // On screen: what is in the open room is read; gone: it counts as unread again.
  useEffect(() => {
    if (!runtime) return;
    runtime.chat.send({ type: 'staffChat.screenShow' });
    return () => runtime.chat.send({ type: 'staffChat.screenHide' });
  }, [runtime]);
  if (!user || !runtime) return null;
  return <StaffChat runtime={runtime} />;
}
