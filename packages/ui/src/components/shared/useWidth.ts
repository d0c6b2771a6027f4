import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is put on, followed as it resizes (a chart draws to it); 640 until
 * measured (and where there is no ResizeObserver), never under `min`.
 */
export function useWidth<T extends HTMLElement>(min: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(min, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [min]);
  return [ref, width];
}
