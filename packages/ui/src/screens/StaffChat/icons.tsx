import type { StaffChatRoomKind } from '@store-ops/domain';
import type { ReactNode } from 'react';

/** One decorative stroke icon on the library's 24 x 24 grid. */
function icon(shape: ReactNode) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shape}
    </svg>
  );
}

/** A room's kind at a glance: a building (company), a storefront (store), a megaphone (announcements). */
export const kindIcons: Record<StaffChatRoomKind, ReactNode> = {
  company: icon(
    <>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3" />
    </>,
  ),
  store: icon(
    <>
      <path d="M3 9l1.5-5h15L21 9" />
      <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M5 12v9h14v-9M10 21v-5h4v5" />
    </>,
  ),
  announcements: icon(
    <>
      <path d="M3 10v4h4l7 4V6L7 10H3z" />
      <path d="M17.5 8.5a5 5 0 0 1 0 7" />
    </>,
  ),
};

export const checkIcon = icon(<path d="M4 12l5 5L20 6" />);
