import { mentionHandle } from '@store-ops/domain';
import type { StaffChatMemberView, StaffChatMessageView, StaffChatRoomItem } from './StaffChatScreen';

/** The rooms as the screen is given them: Announcements first (the machine's view orders them). */
export const staffChatRooms: StaffChatRoomItem[] = [
  { id: 1, name: 'Announcements', kind: 'announcements', unread: 0 },
  { id: 2, name: 'Harvest Table', kind: 'company', unread: 0 },
  { id: 3, name: 'Harvest Table Austin', kind: 'store', unread: 0 },
  { id: 4, name: 'Harvest Table Dallas', kind: 'store', unread: 0 },
];

/** The same rooms with unread messages. */
export const staffChatRoomsUnread: StaffChatRoomItem[] = [
  { id: 1, name: 'Announcements', kind: 'announcements', unread: 1 },
  { id: 2, name: 'Harvest Table', kind: 'company', unread: 0 },
  { id: 3, name: 'Harvest Table Austin', kind: 'store', unread: 3 },
  { id: 4, name: 'Harvest Table Dallas', kind: 'store', unread: 12 },
];

const member = (user_id: number, name: string, online: boolean): StaffChatMemberView => ({
  user_id,
  name,
  handle: mentionHandle(name),
  online,
});

/** Jordan Lee (user 4) reads; five members, three online. */
export const staffChatMembers: StaffChatMemberView[] = [
  member(1, 'Avery Admin', true),
  member(2, 'Sam Staff', true),
  member(3, 'Sasha Kim', false),
  member(4, 'Jordan Lee', true),
  member(5, 'Priya Patel', false),
];
export const currentUser = staffChatMembers[3] as StaffChatMemberView;
/** Who of them is online: Avery, Sam and Jordan. */
export const staffChatOnline: StaffChatMemberView[] = [0, 1, 3].map(
  (i) => staffChatMembers[i] as StaffChatMemberView,
);

const authors = new Map(staffChatMembers.map((m) => [m.user_id, m.name]));

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 14, 0) + minutes * 60_000).toISOString();

/** One message by a member, `minutes` after Nov 23, 2026 14:00 UTC. */
export function message(
  id: number,
  user_id: number,
  msg: string,
  minutes: number,
  extra: Partial<StaffChatMessageView> = {},
): StaffChatMessageView {
  return {
    id,
    author: authors.get(user_id) ?? 'Former employee',
    user_id,
    msg,
    created_at: at(minutes),
    edited_at: null,
    deleted: false,
    mine: user_id === currentUser.user_id,
    mentions_me: false,
    ...extra,
  };
}

/** Twenty messages over two days in the Austin store's room, oldest first. */
export const austinHistory: StaffChatMessageView[] = [
  message(101, 1, 'Morning team! Truck arrives at **10:30** today.', 0),
  message(102, 2, 'Got it. I will take the produce.', 3),
  message(103, 4, 'I can do dry goods after the huddle.', 5),
  message(104, 5, 'Walk-in cooler reads 39°F, logged it.', 12),
  message(105, 1, 'Thanks Priya. Anything over 41°F, call facilities.', 14),
  message(106, 3, 'Patio is open from 11, heaters are on.', 40),
  message(107, 2, 'We are out of the large to-go lids.', 55),
  message(108, 4, 'Ordered lids, they come with Thursday’s delivery.', 58),
  message(109, 1, 'Lunch rush in 20 minutes, all hands on the line please.', 80),
  message(110, 5, 'Register 2 is jammed again.', 95),
  message(111, 4, 'On my way to register 2.', 96),
  message(112, 4, 'Fixed: the receipt roll was in backwards.', 104),
  message(113, 2, 'Great save 🙌', 105),
  message(114, 1, 'Closing checklist:\n\n1. Count the drawers\n2. Lock the patio\n3. Set the alarm', 480),
  message(115, 3, 'Closing done, alarm set.', 530),
  message(116, 1, 'Good morning! New seasonal menu starts Friday.', 1440 + 0),
  message(117, 5, 'Will we get a tasting before?', 1440 + 6),
  message(118, 1, 'Yes, Thursday 3 pm in the back room.', 1440 + 9),
  message(119, 2, 'I will print the allergen cards.', 1440 + 15),
  message(120, 4, 'Thanks Sam, put them by the pass.', 1440 + 18),
];

/** Announcements posts (Avery the admin), each with its receipts. */
export const announcements: StaffChatMessageView[] = [
  message(201, 1, 'Holiday hours are posted in the back office. **Check your shifts** by Friday.', 0, {
    receipt: { read_by: 3, of: 5 },
  }),
  message(202, 1, 'The new POS update goes live Monday night.', 90, { receipt: { read_by: 1, of: 5 } }),
];
