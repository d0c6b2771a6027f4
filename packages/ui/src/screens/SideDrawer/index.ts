export {
  type DrawerUser,
  impersonatingWho,
  loadDrawerDisclosure,
  SideDrawerNav,
  type SideDrawerNavProps,
  type SideDrawerViewer,
  viewerIsAdmin,
} from './SideDrawer';
export { SideDrawer, type SideDrawerProps } from './SideDrawerModal';
export { sideDrawerStrings } from './strings';
