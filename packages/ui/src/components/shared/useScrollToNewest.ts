import { type RefObject, useEffect } from 'react';

/**
 * Keeps a chat log scrolled to its newest line whenever a message arrives (`count`) or a pending
 * reply's indicator appears or gives way to the reply (`pending`). It scrolls the log itself, never the page: `scrollIntoView` would also scroll every
 * scrolled ancestor, pulling a phone's page down to the chat. An empty log is left alone (no
 * forced layout while a screen first paints).
 */
export function useScrollToNewest(ref: RefObject<HTMLElement | null>, count: number, pending = false) {
  useEffect(() => {
    const log = ref.current;
    if (log && (count > 0 || pending)) log.scrollTop = log.scrollHeight;
  }, [ref, count, pending]);
}
