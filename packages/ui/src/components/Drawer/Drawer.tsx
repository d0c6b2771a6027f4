import { type CSSProperties, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { DrawerDialog, DrawerOverlay, DrawerPanel, Peek, SwipeArea } from './Drawer.styles';
import { DRAWER_SWIPE_AREA_WIDTH, decideSwipe, VelocityTracker } from './swipe';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the drawer dialog. */
  'aria-label': string;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Panel width in px (default 280). */
  width?: number;
  /** Enable edge-swipe to open and drag to close (default true). */
  swipeable?: boolean;
}

interface Drag {
  startX: number;
  offset: number; // px the panel is shifted left of fully open (0 = open, width = hidden)
  wasOpen: boolean;
  tracker: VelocityTracker;
}

/**
 * A left navigation drawer (React Aria modal: focus trap, Escape and backdrop close, focus returns).
 * Swipe from the 20 px left edge to open, drag it left to close; a fling of 450 px/s or a drag past
 * 52 % of its width decides (see swipe.ts).
 */
export function Drawer({
  isOpen,
  onOpenChange,
  children,
  width = 280,
  swipeable = true,
  ...rest
}: DrawerProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const panelWidth = () => Math.min(width, window.innerWidth * 0.85);

  const start = (e: PointerEvent<HTMLElement>, wasOpen: boolean) => {
    if (!swipeable || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const tracker = new VelocityTracker();
    tracker.add(e.clientX, e.timeStamp);
    const next = { startX: e.clientX, offset: wasOpen ? 0 : panelWidth(), wasOpen, tracker };
    dragRef.current = next;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // synthetic or already-released pointers cannot be captured; moves still arrive on the target
    }
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const d = dragRef.current;
    if (!d) return;
    d.tracker.add(e.clientX, e.timeStamp);
    const w = panelWidth();
    const dx = e.clientX - d.startX;
    const offset = d.wasOpen ? Math.min(w, Math.max(0, -dx)) : Math.min(w, Math.max(0, w - dx));
    const next = { ...d, offset };
    dragRef.current = next;
    if (Math.abs(dx) > 3) setDrag(next);
  };

  const end = (e: PointerEvent<HTMLElement>) => {
    const d = dragRef.current;
    dragRef.current = null;
    setDrag(null);
    if (!d) return;
    d.tracker.add(e.clientX, e.timeStamp);
    const moved = Math.abs(e.clientX - d.startX) > 3;
    if (!moved) return;
    const open = decideSwipe({
      wasOpen: d.wasOpen,
      openFraction: 1 - d.offset / panelWidth(),
      velocity: d.tracker.velocity(e.timeStamp),
    });
    if (open !== d.wasOpen) onOpenChange(open);
  };

  const vars = { '--so-drawer-width': `${width}px` } as CSSProperties;
  const dragging = drag !== null && drag.offset !== (drag.wasOpen ? 0 : panelWidth());

  return (
    <>
      {swipeable && !isOpen && (
        <SwipeArea
          aria-hidden="true"
          data-part="swipe-area"
          style={{ width: DRAWER_SWIPE_AREA_WIDTH }}
          onPointerDown={(e) => start(e, false)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
      )}
      {!isOpen && dragging && drag && (
        <Peek
          aria-hidden="true"
          data-part="peek"
          style={{ ...vars, transform: `translateX(${-drag.offset}px)` }}
        />
      )}
      <DrawerOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
        <DrawerPanel
          data-component="Drawer"
          data-dragging={isOpen && dragging ? 'true' : undefined}
          style={{
            ...vars,
            ...(isOpen && drag ? { ['--so-drawer-offset' as string]: `${-drag.offset}px` } : {}),
          }}
          onPointerDown={(e) => start(e, true)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        >
          <DrawerDialog aria-label={rest['aria-label']}>
            {({ close }) => (typeof children === 'function' ? children(close) : children)}
          </DrawerDialog>
        </DrawerPanel>
      </DrawerOverlay>
    </>
  );
}
