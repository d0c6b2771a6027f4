import { sideDrawerStrings } from '../SideDrawer/strings';

/** App header strings (spec section 2: the badge reads `Impersonating: {email}` or `{name}`). */
export const appHeaderStrings = {
  brand: 'Store Ops',
  openMenu: 'Open menu',
  impersonatingBadge: sideDrawerStrings.impersonatingBadge,
} as const;
