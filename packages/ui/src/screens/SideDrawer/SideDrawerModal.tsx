// The drawer itself (a modal overlay) apart from its entries: a page that shows the entries as a
// permanent sidebar does not load the overlay's code with them (the app loads this in idle time).
import { Drawer } from '../../components/Drawer';
import { SideDrawerNav, type SideDrawerNavProps } from './SideDrawer';
import { sideDrawerStrings as s } from './strings';

export interface SideDrawerProps extends SideDrawerNavProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The side drawer (swipeable, from the left) holding `SideDrawerNav`; Escape or a click outside closes. */
export function SideDrawer({ isOpen, onOpenChange, onItemChosen, ...nav }: SideDrawerProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} aria-label={s.navLabel}>
      {(close) => (
        <SideDrawerNav
          {...nav}
          onItemChosen={() => {
            onItemChosen?.();
            close();
          }}
        />
      )}
    </Drawer>
  );
}
