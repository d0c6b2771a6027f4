import { type PointerEvent, useRef, useState } from 'react';
import { decideSwipe, VelocityTracker } from './swipe';

export interface DrawerDrag {
  startX: number;
  /** px the panel is shifted left of fully open (0 = open, width = hidden). */
  offset: number;
  wasOpen: boolean;
  tracker: VelocityTracker;
}

/**
 * The drawer's drag gesture, shared by the edge swipe that opens it and the panel drag that closes
 * it: pointer handlers for a gesture that starts open or closed, the drag while it lasts, and the
 * decision at release (a fling or the hysteresis, see swipe.ts) passed to `onDecide`.
 */
export function useDrawerSwipe({
  width,
  enabled = true,
  onDecide,
}: {
  /** The panel's width in px (capped at 85 % of the viewport, as the panel is). */
  width: number;
  enabled?: boolean;
  /** Called at release when the gesture changes the drawer's state. */
  onDecide: (open: boolean) => void;
}) {
  const [drag, setDrag] = useState<DrawerDrag | null>(null);
  const dragRef = useRef<DrawerDrag | null>(null);
  const panelWidth = () => Math.min(width, window.innerWidth * 0.85);

  const handlers = (wasOpen: boolean) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (!enabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
      const tracker = new VelocityTracker();
      tracker.add(e.clientX, e.timeStamp);
      dragRef.current = { startX: e.clientX, offset: wasOpen ? 0 : panelWidth(), wasOpen, tracker };
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // synthetic or already-released pointers cannot be captured; moves still arrive on the target
      }
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const d = dragRef.current;
      if (!d) return;
      d.tracker.add(e.clientX, e.timeStamp);
      const w = panelWidth();
      const dx = e.clientX - d.startX;
      const offset = d.wasOpen ? Math.min(w, Math.max(0, -dx)) : Math.min(w, Math.max(0, w - dx));
      const next = { ...d, offset };
      dragRef.current = next;
      if (Math.abs(dx) > 3) setDrag(next);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => end(e),
    onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e),
  });

  const end = (e: PointerEvent<HTMLElement>) => {
    const d = dragRef.current;
    dragRef.current = null;
    setDrag(null);
    if (!d) return;
    d.tracker.add(e.clientX, e.timeStamp);
    if (Math.abs(e.clientX - d.startX) <= 3) return;
    const open = decideSwipe({
      wasOpen: d.wasOpen,
      openFraction: 1 - d.offset / panelWidth(),
      velocity: d.tracker.velocity(e.timeStamp),
    });
    if (open !== d.wasOpen) onDecide(open);
  };

  /** Whether the panel is away from where the gesture started (show it following the finger). */
  const dragging = drag !== null && drag.offset !== (drag.wasOpen ? 0 : panelWidth());
  return { drag, dragging, handlers };
}
