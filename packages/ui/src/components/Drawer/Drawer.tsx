import type { CSSProperties, ReactNode } from 'react';
import { DrawerDialog, DrawerOverlay, DrawerPanel } from './Drawer.styles';
import { DrawerEdgeSwipe } from './EdgeSwipe';
import { useDrawerSwipe } from './useDrawerSwipe';

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

/**
 * A left navigation drawer (React Aria modal: focus trap, Escape and backdrop close, focus returns).
 * Swipe from the 20 px left edge to open (DrawerEdgeSwipe), drag it left to close; a fling of
 * 450 px/s or a drag past 52 % of its width decides (see swipe.ts).
 */
export function Drawer({
  isOpen,
  onOpenChange,
  children,
  width = 280,
  swipeable = true,
  ...rest
}: DrawerProps) {
  const { drag, dragging, handlers } = useDrawerSwipe({ width, enabled: swipeable, onDecide: onOpenChange });
  return (
    <>
      {swipeable && !isOpen && <DrawerEdgeSwipe width={width} onOpen={() => onOpenChange(true)} />}
      <DrawerOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
        <DrawerPanel
          data-component="Drawer"
          data-dragging={isOpen && dragging ? 'true' : undefined}
          style={
            {
              '--so-drawer-width': `${width}px`,
              ...(isOpen && drag ? { '--so-drawer-offset': `${-drag.offset}px` } : {}),
            } as CSSProperties
          }
          {...handlers(true)}
        >
          <DrawerDialog aria-label={rest['aria-label']}>
            {({ close }) => (typeof children === 'function' ? children(close) : children)}
          </DrawerDialog>
        </DrawerPanel>
      </DrawerOverlay>
    </>
  );
}
