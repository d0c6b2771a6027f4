import { STAFFCHAT_LIMITS, STAFFCHAT_MESSAGES } from '@store-ops/domain';

/** Staff chat screen strings; the contract's own words come from STAFFCHAT_MESSAGES. */
export const staffChatStrings = {
  title: 'Staff Chat',
  roomsHeading: 'Rooms',
  roomsLabel: 'Rooms',
  loadingRooms: 'Loading rooms…',
  roomsFailed: 'Failed to load the rooms.',
  retry: 'Retry',
  noRooms: 'No rooms yet. Rooms appear for each company and store you can see.',
  chooseRoom: 'Choose a room.',
  back: 'Back',
  backLabel: 'Back to rooms',
  kind: { company: 'Company', store: 'Store', announcements: 'Announcements' },
  /** A room option's accessible name: its name, its kind, its unread count. */
  roomLabel: (name: string, kind: string, unread: number) =>
    [name, kind === name ? null : kind, unread > 0 ? `${unread} unread` : null].filter(Boolean).join(', '),
  // The connection
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  offline: 'You are offline. Messages will arrive when you are back online.',
  // The room
  online: (n: number) => `${n} online`,
  onlineListLabel: 'Online now',
  nobodyOnline: 'Nobody else is online.',
  historyLabel: (room: string) => `Messages in ${room}`,
  loadingHistory: 'Loading messages…',
  historyFailed: 'Failed to load the messages.',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages…',
  emptyRoom: 'No messages yet. Say hello to the team.',
  you: 'You',
  deleted: STAFFCHAT_MESSAGES.deleted,
  deletedByAdmin: STAFFCHAT_MESSAGES.deletedByAdmin,
  /** A post an administrator made while impersonating its author: both names. */
  postedAs: (admin: string, author: string) => `${admin} as ${author}`,
  edited: STAFFCHAT_MESSAGES.edited,
  editedAt: (when: string) => `Edited ${when}`,
  mentionsYou: 'Mentions you',
  /** Under a message the Markdown renderer failed on (it shows as typed). */
  plainText: 'Shown as plain text: its formatting could not be displayed.',
  readBy: (n: number, of: number) => `Read by ${n} of ${of}`,
  edit: 'Edit',
  delete: 'Delete',
  actionsOf: (time: string) => `Your message at ${time}`,
  actionsOfOther: (author: string, time: string) => `Message by ${author} at ${time}`,
  // The inline editor
  editLabel: 'Edit message',
  save: 'Save',
  cancel: 'Cancel',
  editHint: 'Enter saves, Escape cancels.',
  // Delete
  deleteTitle: 'Delete this message?',
  deleteBody: `Everyone in the room will see “${STAFFCHAT_MESSAGES.deleted}” instead.`,
  deleteOtherBody: `Everyone in the room will see “${STAFFCHAT_MESSAGES.deletedByAdmin}” instead. The deletion is audited.`,
  // Pending sends
  pendingLabel: 'Unsent messages',
  sending: 'Sending…',
  sendFailed: 'Not sent.',
  discard: 'Discard',
  // The composer
  messageLabel: 'Message',
  placeholder: (room: string) => `Message ${room}`,
  send: 'Send',
  adminsOnly: STAFFCHAT_MESSAGES.announcementsAdminsOnly,
  /** Shown when the draft is over this many characters. */
  counterFrom: 3500,
  counter: (n: number) => `${n} / ${STAFFCHAT_LIMITS.maxLength}`,
  // The @ mention picker
  mentionsLabel: 'Members',
  mentionsEmpty: 'No member matches.',
  mentionsStatus: (n: number) =>
    n === 0
      ? 'No member matches.'
      : `${n} ${n === 1 ? 'member matches' : 'members match'}. Up and down to choose, Enter to insert, Escape to close.`,
} as const;
