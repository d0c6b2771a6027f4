import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the end (px) still counts as reading the newest message. */
const AT_END_PX = 4;
/** How close to the top (px) a scroll asks for older messages. */
const NEAR_TOP_PX = 48;

export interface HistoryScrollState {
  roomId: number;
  /** The log is on screen (the history has loaded): the listeners attach to it. */
  ready: boolean;
  /** The oldest and newest message ids shown (null when none). */
  firstId: number | null;
  lastId: number | null;
  /** The newest message is the reader's own (just sent: always shown). */
  lastIsMine: boolean;
  /** Older messages may be asked for now (there are some, and none are on their way). */
  canLoadOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * Scrolling of a paged chat history (the log itself scrolls, never the page):
 * - a room opens on its newest message;
 * - older messages prepended at the top keep what the reader sees in place: the scroll position
 *   moves by exactly the height they added (the scroll height difference), so nothing jumps;
 * - a new message at the end is followed if the reader was at the end (or wrote it);
 * - late size changes (Markdown rendering, a pending send) keep a reader at the end there;
 * - scrolling near the top asks for older messages, once per oldest message (`loadOlder`, for a
 *   button, always asks, and counts as that one).
 */
export function useHistoryScroll(
  ref: RefObject<HTMLElement | null>,
  state: HistoryScrollState,
): { loadOlder: () => void } {
  const { roomId, ready, firstId, lastId, lastIsMine } = state;
  const before = useRef<{
    roomId: number;
    firstId: number | null;
    lastId: number | null;
    scrollHeight: number;
    scrollTop: number;
  } | null>(null);
  const atEnd = useRef(true);
  const askedFor = useRef<number | null | undefined>(undefined);
  const latest = useRef(state);
  latest.current = state;

  const remember = (log: HTMLElement) => {
    before.current = {
      roomId,
      firstId,
      lastId,
      scrollHeight: log.scrollHeight,
      scrollTop: log.scrollTop,
    };
  };

  useLayoutEffect(() => {
    const log = ref.current;
    if (!log) {
      before.current = null;
      return;
    }
    const prev = before.current;
    if (!prev || prev.roomId !== roomId) {
      log.scrollTop = log.scrollHeight;
      atEnd.current = true;
    } else if (firstId !== prev.firstId && lastId === prev.lastId) {
      // Older messages came in above: stay on the same message.
      log.scrollTop = prev.scrollTop + (log.scrollHeight - prev.scrollHeight);
    } else if (atEnd.current || (lastId !== prev.lastId && lastIsMine)) {
      log.scrollTop = log.scrollHeight;
      atEnd.current = true;
    }
    remember(log);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners read the latest state through refs
  useEffect(() => {
    const log = ref.current;
    if (!log) return;
    const onScroll = () => {
      atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight <= AT_END_PX;
      if (before.current) {
        before.current.scrollTop = log.scrollTop;
        before.current.scrollHeight = log.scrollHeight;
      }
      const { canLoadOlder, onLoadOlder, firstId: oldest } = latest.current;
      if (log.scrollTop <= NEAR_TOP_PX && canLoadOlder && askedFor.current !== oldest) {
        askedFor.current = oldest;
        onLoadOlder();
      }
    };
    const resized = new ResizeObserver(() => {
      if (atEnd.current) log.scrollTop = log.scrollHeight;
      if (before.current) {
        before.current.scrollTop = log.scrollTop;
        before.current.scrollHeight = log.scrollHeight;
      }
    });
    resized.observe(log);
    for (const child of log.children) resized.observe(child);
    log.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resized.disconnect();
      log.removeEventListener('scroll', onScroll);
    };
  }, [ref, roomId, ready]);

  // The button always asks; the scroll it causes (its focus near the top) does not ask again.
  return {
    loadOlder: () => {
      askedFor.current = latest.current.firstId;
      latest.current.onLoadOlder();
    },
  };
}
