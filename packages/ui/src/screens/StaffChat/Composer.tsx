import { Button } from '../../components/Button';
import { Composer as ComposerRoot } from './Composer.styles';
import { MentionTextArea } from './MentionTextArea';
import { staffChatStrings as s } from './strings';
import type { StaffChatMemberView, StaffChatRoomPane } from './types';

interface ComposerProps {
  room: StaffChatRoomPane;
  /** The members the `@` list offers (the reader aside). */
  candidates: readonly StaffChatMemberView[];
}

/** The draft with `@` mentions and Send (Enter sends, Shift+Enter a new line); read-only where the reader may not post. */
export function Composer({ room, candidates }: ComposerProps) {
  const length = room.draft.length;
  const counter = room.canPost && length > s.counterFrom ? s.counter(length) : undefined;
  return (
    <ComposerRoot
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
    </ComposerRoot>
  );
}
