export {
  type DrawerUser,
  impersonatingWho,
  SideDrawer,
  SideDrawerNav,
  type SideDrawerNavProps,
  type SideDrawerProps,
  type SideDrawerViewer,
  viewerIsAdmin,
} from './SideDrawer';
export { sideDrawerStrings } from './strings';
