import { Badge } from '../../components/Badge';
import { BrandMark } from '../../components/BrandMark';
import { IconButton, icons } from '../../components/IconButton';
import { impersonatingWho, type SideDrawerViewer } from '../SideDrawer';
import { HeaderRoot } from './AppHeader.styles';
import { appHeaderStrings as s } from './strings';

export interface AppHeaderProps {
  /** Who is signed in (the same viewer the side drawer gets); the badge shows while impersonating. */
  viewer: SideDrawerViewer;
  /** The menu button was pressed (click, Enter or Space): open the side drawer. */
  onMenu: () => void;
  /**
   * Viewport width in px from which a permanent sidebar shows the navigation and its own badge:
   * from there the menu button and the header badge are hidden. Unset: always shown.
   */
  sidebarFrom?: number;
}

/** The signed-in app's top bar: the menu button, the brand's mark and name, and the impersonation badge. */
export function AppHeader({ viewer, onMenu, sidebarFrom }: AppHeaderProps) {
  return (
    <HeaderRoot data-component="AppHeader" data-viewer={viewer.status} $sidebarFrom={sidebarFrom}>
      <IconButton aria-label={s.openMenu} data-part="menu" onPress={onMenu}>
        {icons.menu}
      </IconButton>
      <span data-part="brand">
        <BrandMark size={28} />
        {s.brand}
      </span>
      {viewer.status === 'impersonating' && (
        <Badge variant="warning" role="status" data-part="impersonation-badge-header">
          {s.impersonatingBadge(impersonatingWho(viewer.user))}
        </Badge>
      )}
    </HeaderRoot>
  );
}
