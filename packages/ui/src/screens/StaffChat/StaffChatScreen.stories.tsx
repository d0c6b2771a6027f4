import { STAFFCHAT_MESSAGES } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcements, austinHistory, message, staffChatRooms, staffChatRoomsUnread } from './fixtures';
import { type StaffChatRoomPane, StaffChatScreen, type StaffChatScreenProps } from './StaffChatScreen';
import { roomOf, staffChatMeta } from './StaffChatScreen.storyKit';

const meta = {
  title: 'Screens/StaffChat',
  component: StaffChatScreen,
  ...staffChatMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...staffChatMeta.parameters },
} satisfies Meta<typeof StaffChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const roomArgs = (args: StaffChatScreenProps) => args.room as StaffChatRoomPane;
const log = (el: HTMLElement) => within(el).getByRole('log');
const composer = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Message' });
const messageItem = (el: HTMLElement, id: number) =>
  el.querySelector(`[data-message-id="${id}"]`) as HTMLElement;
const body = () => within(document.body);
async function expectNames(elements: HTMLElement[], names: string[]) {
  await expect(elements).toHaveLength(names.length);
  for (const [i, name] of names.entries()) await expect(elements[i]).toHaveAccessibleName(name);
}

export const NoRooms: Story = {
  args: { rooms: [], selectedRoomId: null, room: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No rooms yet. Rooms appear for each company and store you can see.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rooms: [], selectedRoomId: null, room: null, connection: 'connecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading rooms…')).toBeVisible();
    await expect(canvas.getByText('Loading rooms…').closest('[role="status"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-part="connection"]')).toHaveTextContent(/^Connecting…$/);
  },
};

export const RoomsFailed: Story = {
  args: {
    status: 'failed',
    error: 'The server could not be reached. Check the connection and try again.',
    rooms: [],
    selectedRoomId: null,
    room: null,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check the connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EmptyRoom: Story = {
  args: { room: roomOf({ messages: [] }) },
  play: async ({ canvasElement, args, step }) => {
    const room = roomArgs(args);
    await expect(log(canvasElement)).toHaveTextContent('No messages yet. Say hello to the team.');
    await step('Enter sends, Shift+Enter inserts a newline', async () => {
      const box = composer(canvasElement);
      await expect(box).toHaveAttribute('placeholder', 'Message Harvest Table Austin');
      await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}team');
      await expect(room.onDraft).toHaveBeenLastCalledWith('Hello\nteam');
      await expect(room.onSend).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await expect(room.onSend).toHaveBeenCalledOnce();
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
      await expect(room.onSend).toHaveBeenCalledTimes(2);
    });
  },
};

export const HistoryLoading: Story = {
  args: { room: roomOf({ history: 'loading', messages: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading messages…').closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Harvest Table Austin' })).toBeVisible();
  },
};

export const HistoryFailed: Story = {
  args: { room: roomOf({ history: 'failed', historyError: 'Failed to load the messages.', messages: [] }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Failed to load the messages\.Retry$/);
    // Choosing the room again reloads it (the props have no callback of their own for this).
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onSelectRoom).toHaveBeenCalledWith(3);
  },
};

export const History: Story = {
  args: { room: roomOf({ hasOlder: true }) },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const room = roomArgs(args);
    const history = log(canvasElement);
    await step('Rooms: Announcements first, the selected one marked', async () => {
      const options = canvas.getAllByRole('option');
      await expectNames(options, [
        'Announcements',
        'Harvest Table, Company',
        'Harvest Table Austin, Store',
        'Harvest Table Dallas, Store',
      ]);
      await expect(options[2]).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('listbox', { name: 'Rooms' })).toBeVisible();
    });
    await step('The log: twenty messages under two days, opened on the newest', async () => {
      await expect(history).toHaveAccessibleName('Messages in Harvest Table Austin');
      await expect(history).toHaveAttribute('aria-live', 'polite');
      await expect(history.querySelectorAll('[data-message-id]')).toHaveLength(20);
      await expect([...history.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
        'Monday, November 23',
        'Tuesday, November 24',
      ]);
      const first = messageItem(history, 101);
      await expect(first.querySelector('[data-part="author"]')).toHaveTextContent('Avery Admin');
      await expect(first.querySelector('time')).toHaveTextContent('2:00 PM');
      await expect(first.querySelector('strong')).toHaveTextContent('10:30');
      // A list in Markdown renders as a list.
      await expect(messageItem(history, 114).querySelectorAll('ol li')).toHaveLength(3);
      await waitFor(() =>
        expect(history.scrollHeight - history.scrollTop - history.clientHeight).toBeLessThanOrEqual(4),
      );
    });
    await step('Own messages have Edit and Delete; others none', async () => {
      const mine = within(messageItem(history, 120));
      await expect(mine.getByRole('group', { name: 'Your message at 2:18 PM' })).toBeVisible();
      await userEvent.click(mine.getByRole('button', { name: 'Edit' }));
      await expect(room.onEditStart).toHaveBeenCalledWith(120);
      await expect(within(messageItem(history, 119)).queryByRole('button')).toBeNull();
    });
    await step('Header: who is online, behind a disclosure', async () => {
      const toggle = canvas.getByRole('button', { name: '3 online' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const online = canvas.getByRole('list', { name: 'Online now' });
      await expect(
        within(online)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Avery Admin@avery.admin', 'Sam Staff@sam.staff', 'Jordan Lee@jordan.lee']);
    });
    await step('Older messages: scrolling to the top asks once, the button always', async () => {
      await expect(room.onLoadOlder).not.toHaveBeenCalled();
      history.scrollTop = 0;
      await waitFor(() => expect(room.onLoadOlder).toHaveBeenCalledTimes(1));
      history.scrollTop = 10;
      history.dispatchEvent(new Event('scroll'));
      await expect(room.onLoadOlder).toHaveBeenCalledTimes(1);
      await userEvent.click(within(history).getByRole('button', { name: 'Load older messages' }));
      await expect(room.onLoadOlder).toHaveBeenCalledTimes(2);
    });
    await step('Arrows and Enter choose a room', async () => {
      const austin = canvas.getByRole('option', { name: 'Harvest Table Austin, Store' });
      austin.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('option', { name: 'Harvest Table Dallas, Store' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectRoom).toHaveBeenCalledTimes(1);
      await expect(args.onSelectRoom).toHaveBeenCalledWith(4);
      await userEvent.click(canvas.getByRole('option', { name: 'Harvest Table Austin, Store' }));
      await expect(args.onSelectRoom).toHaveBeenLastCalledWith(3);
      await expect(log(canvasElement)).toHaveAccessibleName('Messages in Harvest Table Austin');
    });
  },
};

export const Unread: Story = {
  args: { rooms: staffChatRoomsUnread, selectedRoomId: null, room: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectNames(await canvas.findAllByRole('option'), [
      'Announcements, 1 unread',
      'Harvest Table, Company',
      'Harvest Table Austin, Store, 3 unread',
      'Harvest Table Dallas, Store, 12 unread',
    ]);
    const badges = [...canvasElement.querySelectorAll('[data-part="unread"]')];
    await expect(badges.map((b) => b.textContent)).toEqual(['1', '3', '12']);
    for (const badge of badges) await expect(badge).toBeVisible();
    await expect(canvas.getByText('Choose a room.')).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: 'Harvest Table Dallas, Store, 12 unread' }));
    await expect(args.onSelectRoom).toHaveBeenCalledWith(4);
  },
};

/** More rooms than fit (the demo world has 16): the list scrolls; no room shrinks into the next. */
export const ManyRooms: Story = {
  args: {
    rooms: [
      { id: 1, name: 'Announcements', kind: 'announcements', unread: 0 },
      ...Array.from({ length: 8 }, (_, i) => ({
        id: 10 + i,
        name: i % 2 === 0 ? `Harvest Table Restaurant Group ${i}` : `Blazing Bird ${i}`,
        kind: 'company' as const,
        unread: i === 3 ? 4 : 0,
      })),
      ...Array.from({ length: 12 }, (_, i) => ({
        id: 30 + i,
        name: `Copper Kettle South Lamar ${i}`,
        kind: 'store' as const,
        unread: 0,
      })),
    ],
    selectedRoomId: null,
    room: null,
  },
  parameters: { frame: { height: 420 } },
  play: async ({ canvasElement }) => {
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options).toHaveLength(21);
    const boxes = options.map((o) => o.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i++)
      await expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 0.5);
    // A name on two lines keeps its kind under it, inside its own room.
    for (const option of options) {
      const kind = option.querySelector('[data-part="kind"]');
      if (kind)
        await expect(kind.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          option.getBoundingClientRect().bottom + 0.5,
        );
    }
  },
};

export const Mention: Story = {
  args: {
    room: roomOf({
      messages: [
        message(301, 2, '@jordan.lee can you cover the Saturday close? @priya.patel is off.', 0, {
          mentions_me: true,
        }),
        message(302, 4, 'Sure @sam.staff, I have it.', 4),
        message(
          303,
          5,
          'Not members: @nobody and `@sam.staff` in code; <mark data-mention data-self>@ceo</mark> typed by hand.',
          9,
        ),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const history = log(canvasElement);
    const toMe = messageItem(history, 301);
    await expect(toMe).toHaveAttribute('data-mentions-me');
    await expect(toMe).toHaveTextContent('Mentions you');
    const marks = [...toMe.querySelectorAll('mark[data-mention]')];
    await expect(marks.map((m) => [m.textContent, m.hasAttribute('data-self')])).toEqual([
      ['@jordan.lee', true],
      ['@priya.patel', false],
    ]);
    // The reader's own mention is the stronger one: the solid accent.
    await expect(getComputedStyle(marks[0] as Element).fontWeight).toBe('700');
    await expect(getComputedStyle(marks[1] as Element).fontWeight).toBe('600');
    const mine = messageItem(history, 302);
    await expect(mine).not.toHaveAttribute('data-mentions-me');
    await expect(mine.querySelector('mark[data-mention]')).toHaveTextContent('@sam.staff');
    const others = messageItem(history, 303);
    await expect(others.querySelectorAll('mark[data-mention]')).toHaveLength(0);
    await expect(others.querySelector('code')).toHaveTextContent('@sam.staff');
    // The hand-typed mark stays a plain mark (the sanitizer allows it, not its data- attributes), never a mention.
    await expect(others.querySelector('mark')).toHaveTextContent('@ceo');
  },
};

export const Edited: Story = {
  args: {
    room: roomOf({
      messages: [
        message(401, 2, 'Truck is late, now **11:15**.', 0, { edited_at: '2026-11-23T14:03:00Z' }),
        message(402, 4, 'Thanks for the heads-up.', 4),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const history = log(canvasElement);
    const edited = messageItem(history, 401).querySelector('[data-part="edited"]');
    await expect(edited).toHaveTextContent(/^\(edited\)$/);
    await expect(edited).toHaveAttribute('title', 'Edited Nov 23, 2026, 2:03 PM');
    await expect(messageItem(history, 402).querySelector('[data-part="edited"]')).toBeNull();
  },
};

export const Deleted: Story = {
  args: {
    room: roomOf({
      messages: [
        message(501, 2, '', 0, { deleted: true }),
        message(502, 4, '', 2, { deleted: true, edited_at: '2026-11-23T14:03:00Z' }),
        message(503, 1, 'Noted.', 5),
        message(504, 5, '', 6, { deleted: true, deleted_by_admin: true }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const history = log(canvasElement);
    for (const [id, text] of [
      [501, 'Message deleted'],
      [502, 'Message deleted'],
      [504, 'Deleted by an administrator'],
    ] as const) {
      const item = within(messageItem(history, id));
      const shown = item.getByText(text);
      await expect(getComputedStyle(shown).fontStyle).toBe('italic');
      await expect(item.queryByRole('button')).toBeNull();
      await expect(item.queryByText('(edited)')).toBeNull();
    }
  },
};

/** An administrator deletes someone else's message (Delete only, no Edit); a post made while impersonating names both. */
export const AdminDelete: Story = {
  args: {
    room: roomOf({
      messages: [
        message(801, 2, 'Spam spam spam', 0, { can_delete: true }),
        message(802, 2, 'Covering the close tonight.', 3, { posted_by: 'Avery Admin', can_delete: true }),
        message(803, 4, 'Thanks.', 5, { can_delete: true }),
      ],
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const history = log(canvasElement);
    const spam = within(messageItem(history, 801));
    await step('Another member’s message: Delete, no Edit', async () => {
      const actions = spam.getByRole('group', { name: 'Message by Sam Staff at 2:00 PM' });
      await expect(within(actions).queryByRole('button', { name: 'Edit' })).toBeNull();
      await userEvent.click(within(actions).getByRole('button', { name: 'Delete' }));
      const dialog = await body().findByRole('alertdialog', { name: 'Delete this message?' });
      await expect(dialog).toHaveTextContent(
        'Everyone in the room will see “Deleted by an administrator” instead. The deletion is audited.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(roomArgs(args).onDelete).toHaveBeenCalledWith(801);
    });
    await step('A post made while impersonating names the administrator and the member', async () => {
      const head = messageItem(history, 802).querySelector('[data-part="author"]');
      await expect(head).toHaveTextContent(/^Avery Admin as Sam Staff$/);
    });
    await step('Their own message keeps Edit and Delete', async () => {
      const mine = within(messageItem(history, 803));
      await expect(mine.getByRole('group', { name: 'Your message at 2:05 PM' })).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
    });
  },
};

/** Markdown nested 3,500 levels deep (a message of `>`): capped before it is parsed, so it renders. */
export const DeeplyNested: Story = {
  args: {
    room: roomOf({
      messages: [
        message(601, 2, '>'.repeat(3500), 0),
        message(602, 4, '> Quoted once\n> > and twice', 2),
        message(603, 1, 'Still readable.', 5),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const history = log(canvasElement);
    const flood = messageItem(history, 601);
    // The renderer has loaded and rendered it (no plain-text stand-in, no failure).
    await waitFor(() => expect(flood.querySelector('[data-part="text"][data-pending]')).toBeNull());
    const text = flood.querySelector('[data-part="text"]') as HTMLElement;
    await expect(text.querySelectorAll('blockquote')).toHaveLength(16);
    await expect(text).toHaveTextContent('>'.repeat(3500 - 16));
    await expect(flood.querySelector('[data-part="plain-note"]')).toBeNull();
    const quoted = messageItem(history, 602).querySelector('[data-part="text"]') as HTMLElement;
    await expect(quoted.querySelectorAll('blockquote')).toHaveLength(2);
    await expect(within(messageItem(history, 603)).getByText('Still readable.')).toBeVisible();
  },
};

/** A text the renderer fails on (emphasis nested past marked's stack): plain text in that message only. */
export const RenderFailed: Story = {
  args: {
    room: roomOf({
      messages: [
        message(701, 2, `${'*'.repeat(6000)}x${'*'.repeat(6000)}`, 0),
        message(702, 4, '**Bold** still.', 2),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const history = log(canvasElement);
    const failed = within(messageItem(history, 701));
    await expect(
      await failed.findByText('Shown as plain text: its formatting could not be displayed.'),
    ).toBeVisible();
    await expect(messageItem(history, 701).querySelector('[data-part="text"]')).toHaveTextContent(
      `${'*'.repeat(6000)}x`,
    );
    await waitFor(() => expect(messageItem(history, 702).querySelector('strong')).toHaveTextContent('Bold'));
  },
};

export const Announcements: Story = {
  args: {
    rooms: staffChatRooms,
    selectedRoomId: 1,
    room: roomOf({
      id: 1,
      name: 'Announcements',
      kind: 'announcements',
      canPost: false,
      messages: announcements,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const history = log(canvasElement);
    await expect(messageItem(history, 201).querySelector('[data-part="receipt"]')).toHaveTextContent(
      /^Read by 3 of 5$/,
    );
    await expect(messageItem(history, 202).querySelector('[data-part="receipt"]')).toHaveTextContent(
      /^Read by 1 of 5$/,
    );
    const box = composer(canvasElement);
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Only administrators post in Announcements.');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, 'hi{Enter}');
    await expect(roomArgs(args).onSend).not.toHaveBeenCalled();
  },
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[data-part="connection"]') as HTMLElement;
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveTextContent(/^Reconnecting…$/);
    await expect(banner).toBeVisible();
  },
};

export const Offline: Story = {
  args: { connection: 'offline' },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[data-part="connection"]') as HTMLElement;
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveTextContent(
      /^You are offline\. Messages will arrive when you are back online\.$/,
    );
  },
};

export const Live: Story = {
  name: 'Live (no banner)',
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[data-part="connection"]') as HTMLElement;
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toBeEmptyDOMElement();
  },
};

export const SendFailedWithRetry: Story = {
  args: {
    room: roomOf({
      pending: [
        {
          key: 'p1',
          msg: 'Can someone cover my Sunday shift?',
          state: 'failed',
          error: STAFFCHAT_MESSAGES.rateLimited,
        },
        { key: 'p2', msg: 'Also, the ice machine is leaking.', state: 'sending' },
      ],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const room = roomArgs(args);
    const list = within(canvasElement).getByRole('list', { name: 'Unsent messages' });
    const [failed, sending] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(failed).toHaveTextContent('Can someone cover my Sunday shift?');
    await expect(failed).toHaveTextContent('You are sending messages too fast. Wait a moment and try again.');
    await expect(sending).toHaveTextContent('Also, the ice machine is leaking.Sending…');
    await expect(within(sending).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await expect(room.onRetrySend).toHaveBeenCalledWith('p1');
    await userEvent.click(within(failed).getByRole('button', { name: 'Discard' }));
    await expect(room.onDiscardSend).toHaveBeenCalledWith('p1');
  },
};

export const Editing: Story = {
  args: { room: roomOf({ editing: { id: 120, text: 'Thanks Sam, put them by the pass.', error: null } }) },
  play: async ({ canvasElement, args }) => {
    const room = roomArgs(args);
    const item = within(messageItem(log(canvasElement), 120));
    const editor = item.getByRole('textbox', { name: 'Edit message' });
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveValue('Thanks Sam, put them by the pass.');
    await expect(editor).toHaveAccessibleDescription('Enter saves, Escape cancels.');
    await expect(item.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.type(editor, '!');
    await expect(room.onEditChange).toHaveBeenLastCalledWith('Thanks Sam, put them by the pass.!');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(room.onEditSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(room.onEditSave).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(room.onEditCancel).toHaveBeenCalledOnce();
    await userEvent.click(item.getByRole('button', { name: 'Save' }));
    await expect(room.onEditSave).toHaveBeenCalledTimes(2);
    await userEvent.click(item.getByRole('button', { name: 'Cancel' }));
    await expect(room.onEditCancel).toHaveBeenCalledTimes(2);
  },
};

export const EditFailed: Story = {
  args: {
    room: roomOf({ editing: { id: 120, text: '   ', error: STAFFCHAT_MESSAGES.empty } }),
  },
  play: async ({ canvasElement }) => {
    const item = within(messageItem(log(canvasElement), 120));
    const editor = item.getByRole('textbox', { name: 'Edit message' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(item.getByText('Write a message first.')).toBeVisible();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    const room = roomArgs(args);
    const mine = within(messageItem(log(canvasElement), 111));
    await step('Cancel keeps the message', async () => {
      await userEvent.click(mine.getByRole('button', { name: 'Delete' }));
      const dialog = await body().findByRole('alertdialog', { name: 'Delete this message?' });
      await expect(dialog).toHaveTextContent('Everyone in the room will see “Message deleted” instead.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
      await expect(room.onDelete).not.toHaveBeenCalled();
    });
    await step('Delete deletes it', async () => {
      await userEvent.click(mine.getByRole('button', { name: 'Delete' }));
      const dialog = await body().findByRole('alertdialog', { name: 'Delete this message?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(room.onDelete).toHaveBeenCalledWith(111);
      await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    });
  },
};

export const LoadingOlder: Story = {
  args: { room: roomOf({ hasOlder: true, loadingOlder: true, messages: austinHistory.slice(10) }) },
  play: async ({ canvasElement }) => {
    const history = log(canvasElement);
    await expect(history).toHaveAttribute('aria-busy', 'true');
    await expect(within(history).getByRole('status')).toHaveTextContent(/^Loading older messages…$/);
    await expect(within(history).queryByRole('button', { name: 'Load older messages' })).toBeNull();
    await expect(history.querySelectorAll('[data-message-id]')).toHaveLength(10);
  },
};

/** The machine's paging, played by hand: older messages arrive after a short wait. */
function Paging(args: StaffChatScreenProps) {
  const base = args.room as StaffChatRoomPane;
  const [page, setPage] = useState({ messages: austinHistory.slice(10), loading: false });
  return (
    <StaffChatScreen
      {...args}
      room={{
        ...base,
        messages: page.messages,
        hasOlder: page.messages.length < austinHistory.length,
        loadingOlder: page.loading,
        onLoadOlder: () => {
          base.onLoadOlder();
          setPage((p) => ({ ...p, loading: true }));
          setTimeout(() => setPage({ messages: austinHistory, loading: false }), 150);
        },
      }}
    />
  );
}

export const OlderMessagesKeepThePlace: Story = {
  name: 'Older messages keep the place (no jump)',
  render: (args) => <Paging {...args} />,
  play: async ({ canvasElement, args }) => {
    const history = log(canvasElement);
    const anchor = messageItem(history, 115);
    const top = () => anchor.getBoundingClientRect().top - history.getBoundingClientRect().top;
    // Scroll so message 115 sits in view, then ask for older ones with the button.
    history.scrollTop = anchor.offsetTop - 40;
    history.dispatchEvent(new Event('scroll'));
    await new Promise((r) => requestAnimationFrame(r));
    const before = top();
    await userEvent.click(within(history).getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(history.querySelectorAll('[data-message-id]')).toHaveLength(20));
    await expect(roomArgs(args).onLoadOlder).toHaveBeenCalled();
    await expect(Math.abs(top() - before)).toBeLessThanOrEqual(1);
    await expect(within(history).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  },
};

export const LongDraft: Story = {
  args: { room: roomOf({ draft: 'a'.repeat(3800) }) },
  play: async ({ canvasElement }) => {
    const box = composer(canvasElement);
    await expect(box).toHaveAccessibleDescription('3800 / 4000');
    await expect(within(canvasElement).getByText('3800 / 4000')).toBeVisible();
  },
};

export const DraftTooLong: Story = {
  args: { room: roomOf({ draft: 'a'.repeat(4100), draftError: STAFFCHAT_MESSAGES.tooLong }) },
  play: async ({ canvasElement }) => {
    const box = composer(canvasElement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('A message can be at most 4000 characters.')).toBeVisible();
  },
};

export const MentionAutocomplete: Story = {
  play: async ({ canvasElement, args, step }) => {
    const room = roomArgs(args);
    const canvas = within(canvasElement);
    const box = composer(canvasElement);
    const status = () => canvasElement.querySelector('[data-part="mention-status"]') as HTMLElement;
    await step('@sa lists the members it matches', async () => {
      await userEvent.type(box, '@sa');
      const list = canvas.getByRole('listbox', { name: 'Members' });
      const options = within(list).getAllByRole('option');
      await expectNames(options, ['Sam Staff @sam.staff', 'Sasha Kim @sasha.kim']);
      await expect(status()).toHaveTextContent(
        '2 members match. Up and down to choose, Enter to insert, Escape to close.',
      );
      await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
      await userEvent.keyboard('{ArrowDown}');
      await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
      await userEvent.keyboard('{ArrowUp}');
      await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    });
    await step('Enter inserts @sam.staff and a space', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(box).toHaveValue('@sam.staff ');
      await expect(room.onDraft).toHaveBeenLastCalledWith('@sam.staff ');
      await expect(room.onSend).not.toHaveBeenCalled();
      await expect(canvas.queryByRole('listbox', { name: 'Members' })).toBeNull();
      await expect(status()).toBeEmptyDOMElement();
    });
    await step('Escape closes the list; the reader is never offered', async () => {
      await userEvent.type(box, 'and @j');
      await expect(canvas.getByRole('listbox', { name: 'Members' })).toHaveTextContent('No member matches.');
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('listbox', { name: 'Members' })).toBeNull();
      await userEvent.type(box, 'o');
      await expect(canvas.queryByRole('listbox', { name: 'Members' })).toBeNull();
      await userEvent.type(box, ' @pr');
      await userEvent.click(canvas.getByRole('option', { name: 'Priya Patel @priya.patel' }));
      await expect(box).toHaveValue('@sam.staff and @jo @priya.patel ');
      await expect(box).toHaveFocus();
    });
  },
};

const phone = {
  viewport: {
    options: {
      phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px)',
  args: { selectedRoomId: null, rooms: staffChatRoomsUnread },
  parameters: { ...phone, frame: { width: 375, height: 700 } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('listbox', { name: 'Rooms' });
    await step('First the rooms, alone', async () => {
      await expect(list).toBeVisible();
      await expect(canvas.queryByText('Choose a room.')).not.toBeVisible();
    });
    await step('A room replaces them, with Back', async () => {
      await userEvent.click(
        await canvas.findByRole('option', { name: 'Harvest Table Austin, Store, 3 unread' }),
      );
      await expect(args.onSelectRoom).toHaveBeenCalledWith(3);
      await expect(list).not.toBeVisible();
      const title = canvas.getByRole('heading', { level: 2, name: 'Harvest Table Austin' });
      await waitFor(() => expect(title).toHaveFocus());
      const box = composer(canvasElement);
      await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
    });
    await step('Back returns to the rooms; the same room opens again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to rooms' }));
      await expect(list).toBeVisible();
      await expect(canvasElement.querySelector('[data-part="back"]')).not.toBeVisible();
      await userEvent.click(canvas.getByRole('option', { name: 'Harvest Table Austin, Store, 3 unread' }));
      await expect(list).not.toBeVisible();
      await expect(args.onSelectRoom).toHaveBeenCalledTimes(1);
    });
  },
};
