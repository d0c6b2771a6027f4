import type { KeyboardEvent } from 'react';
import { Button } from '../../components/Button';
import { type Formatters, format } from './format';
import { checkIcon } from './icons';
import { MentionTextArea } from './MentionTextArea';
import {
  Deleted,
  EditorActions,
  Editor as EditorRoot,
  Message,
  MessageActions,
  MessageHead,
  Receipt,
} from './MessageRow.styles';
import { MessageText } from './MessageText';
import { staffChatStrings as s } from './strings';
import type { StaffChatMemberView, StaffChatMessageView, StaffChatRoomPane } from './types';

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

/** One message: its head (author, time, edited), its text or its editor, its receipt and its actions. */
export function MessageRow({
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
  return (
    <Message
      data-message-id={String(m.id)}
      data-mine={m.mine ? '' : undefined}
      data-deleted={m.deleted ? '' : undefined}
      data-mentions-me={m.mentions_me ? '' : undefined}
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
        {m.mentions_me && <span data-visually-hidden="">{s.mentionsYou}</span>}
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
