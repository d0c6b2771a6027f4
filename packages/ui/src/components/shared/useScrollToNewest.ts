import { type RefObject, useEffect, useRef } from 'react';

/** How close to the end (px) still counts as reading the newest line. */
const AT_END_PX = 2;

/**
 * Keeps a chat log on its newest line: it scrolls to the end whenever a message arrives (`count`) or
 * a pending reply's indicator appears or gives way to the reply (`pending`), and stays there while
 * the log or its messages change size (a reply's markdown renders, the options panel opens) unless
 * the reader has scrolled up. It scrolls the log itself, never the page: `scrollIntoView` would also
 * scroll every scrolled ancestor, pulling a phone's page down to the chat. An empty log is left alone
 * (no forced layout while a screen first paints).
 */
export function useScrollToNewest(ref: RefObject<HTMLElement | null>, count: number, pending = false) {
  const atEnd = useRef(true);
  useEffect(() => {
    const log = ref.current;
    if (!log || (count === 0 && !pending)) return;
    // Where toEnd() left the log: the scroll event of that scroll comes a frame later, when the log
    // may have grown (a reply's markdown, the options panel), and must not read as the reader
    // scrolling up.
    let ours = -1;
    const toEnd = () => {
      log.scrollTop = log.scrollHeight;
      ours = log.scrollTop;
    };
    toEnd();
    atEnd.current = true;
    const onScroll = () => {
      if (log.scrollTop === ours) return;
      atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight <= AT_END_PX;
    };
    const resized = new ResizeObserver(() => {
      if (atEnd.current) toEnd();
    });
    resized.observe(log);
    for (const child of log.children) resized.observe(child);
    log.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resized.disconnect();
      log.removeEventListener('scroll', onScroll);
    };
  }, [ref, count, pending]);
}
