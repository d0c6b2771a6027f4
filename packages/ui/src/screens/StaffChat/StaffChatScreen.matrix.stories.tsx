import { STAFFCHAT_MESSAGES } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { message, staffChatRoomsUnread } from './fixtures';
import { StaffChatScreen, type StaffChatScreenProps } from './StaffChatScreen';
import { roomOf, staffChatMeta } from './StaffChatScreen.storyKit';

const meta = {
  title: 'Brand Matrix/StaffChat',
  component: StaffChatScreen,
  ...staffChatMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...staffChatMeta.parameters },
} satisfies Meta<typeof StaffChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each cell: the rooms (narrow cells show them alone) and a room in most of its states at once. */
function MatrixCell(args: StaffChatScreenProps) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ height: 360 }}>
        <StaffChatScreen {...args} rooms={staffChatRoomsUnread} selectedRoomId={null} room={null} />
      </div>
      <div style={{ height: 640 }}>
        <StaffChatScreen {...args} connection="reconnecting" />
      </div>
    </div>
  );
}

/**
 * Designers: the rooms with unread counts beside a room reconnecting, its messages mentioning me,
 * edited and deleted, and a send refused, in every brand x mode.
 */
export const Reconnecting: Story = {
  name: 'Rooms, and a room reconnecting',
  parameters: { ...brandMatrixParameters, frame: false },
  args: {
    room: roomOf({
      messages: [
        message(301, 2, '@jordan.lee can you cover the Saturday close? Ask @priya.patel too.', 0, {
          mentions_me: true,
        }),
        message(302, 4, 'Yes, **I have it**.', 4, { edited_at: '2026-11-23T14:05:00Z' }),
        message(303, 5, '', 9, { deleted: true }),
      ],
      pending: [
        { key: 'p1', msg: 'See you Saturday.', state: 'failed', error: STAFFCHAT_MESSAGES.rateLimited },
      ],
    }),
  },
  render: (args) => <MatrixCell {...args} />,
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelectorAll('[data-component="StaffChatScreen"]')).toHaveLength(2);
      await expect(cell.querySelector('mark[data-mention][data-self]')).toHaveTextContent('@jordan.lee');
      await expect(cell.querySelectorAll('[role="option"]')).toHaveLength(8);
    }
  },
};
