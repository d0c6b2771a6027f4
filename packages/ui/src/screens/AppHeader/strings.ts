import { sideDrawerStrings } from '../SideDrawer/strings';

/** App header strings (the badge reads `Impersonating: {email}` or `{name}`). */
export const appHeaderStrings = {
  brand: 'Store Ops',
  openMenu: 'Open menu',
  impersonatingBadge: sideDrawerStrings.impersonatingBadge,
} as const;
