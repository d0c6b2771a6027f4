import type { CSSProperties } from 'react';
import { Peek, SwipeArea } from './EdgeSwipe.styles';
import { DRAWER_SWIPE_AREA_WIDTH } from './swipe';
import { useDrawerSwipe } from './useDrawerSwipe';

export interface DrawerEdgeSwipeProps {
  /** Called when a swipe from the edge decides to open the drawer. */
  onOpen: () => void;
  /** Called as a swipe starts (e.g. to load the drawer's code while the finger moves). */
  onSwipeStart?: () => void;
  /** Width in px of the drawer it opens (default 280): the peek follows the finger at this width. */
  width?: number;
}

/**
 * The 20 px strip at the left edge where a swipe opens the navigation drawer, with a peek of the
 * panel following the finger. Light (no overlay code): a screen can show it before the drawer
 * itself has loaded, so the gesture works from the first moment. The Drawer shows one
 * while it is closed.
 */
export function DrawerEdgeSwipe({ onOpen, onSwipeStart, width = 280 }: DrawerEdgeSwipeProps) {
  const { drag, dragging, handlers } = useDrawerSwipe({ width, onDecide: (open) => open && onOpen() });
  const { onPointerDown, ...rest } = handlers(false);
  return (
    <>
      <SwipeArea
        aria-hidden="true"
        data-part="swipe-area"
        style={{ width: DRAWER_SWIPE_AREA_WIDTH }}
        onPointerDown={(e) => {
          onSwipeStart?.();
          onPointerDown(e);
        }}
        {...rest}
      />
      {dragging && drag && (
        <Peek
          aria-hidden="true"
          data-part="peek"
          style={
            {
              '--so-drawer-width': `${width}px`,
              transform: `translateX(${-drag.offset}px)`,
            } as CSSProperties
          }
        />
      )}
    </>
  );
}
