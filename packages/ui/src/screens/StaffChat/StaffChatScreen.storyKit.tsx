import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { austinHistory, currentUser, staffChatMembers, staffChatOnline, staffChatRooms } from './fixtures';
import { type StaffChatRoomPane, StaffChatScreen, type StaffChatScreenProps } from './StaffChatScreen';

/** The Austin store's room, Jordan Lee reading; every callback a spy. */
export function roomOf(over: Partial<StaffChatRoomPane> = {}): StaffChatRoomPane {
  return {
    id: 3,
    name: 'Harvest Table Austin',
    kind: 'store',
    canPost: true,
    history: 'ready',
    historyError: null,
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: fn(),
    messages: austinHistory,
    pending: [],
    members: staffChatMembers,
    online: staffChatOnline,
    currentUserHandle: currentUser.handle,
    draft: '',
    onDraft: fn(),
    onSend: fn(),
    draftError: null,
    onRetrySend: fn(),
    onDiscardSend: fn(),
    editing: null,
    onEditStart: fn(),
    onEditChange: fn(),
    onEditSave: fn(),
    onEditCancel: fn(),
    onDelete: fn(),
    ...over,
  };
}

/**
 * The screen as its machine drives it, for the play functions: the draft, the edited text and the
 * selected room follow their callbacks (which are still the stories' spies).
 */
function Controlled(args: StaffChatScreenProps) {
  const [selected, setSelected] = useState(args.selectedRoomId);
  const [draft, setDraft] = useState(args.room?.draft ?? '');
  const [editText, setEditText] = useState(args.room?.editing?.text ?? '');
  const base = args.room;
  const room: StaffChatRoomPane | null =
    base && selected === base.id
      ? {
          ...base,
          draft,
          onDraft: (text) => {
            base.onDraft(text);
            setDraft(text);
          },
          editing: base.editing && { ...base.editing, text: editText },
          onEditChange: (text) => {
            base.onEditChange(text);
            setEditText(text);
          },
        }
      : null;
  return (
    <StaffChatScreen
      {...args}
      selectedRoomId={selected}
      onSelectRoom={(id) => {
        args.onSelectRoom(id);
        setSelected(id);
      }}
      room={room}
    />
  );
}

/** What Screens/StaffChat and its Brand Matrix (StaffChatScreen.matrix.stories.tsx) share: the meta but its title. */
export const staffChatMeta = {
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    error: null,
    onRetry: fn(),
    connection: 'live',
    rooms: staffChatRooms,
    selectedRoomId: 3,
    onSelectRoom: fn(),
    room: roomOf(),
    timeZone: 'UTC',
    locale: 'en-US',
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    // A chat fills the height it is given: 640 px by default, the phone's frame in Narrow, none in the
    // Brand Matrix (`frame: false`).
    (Story, { parameters }) =>
      parameters.frame === false ? (
        <Story />
      ) : (
        <div style={{ height: 640, ...parameters.frame }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof StaffChatScreen>;
