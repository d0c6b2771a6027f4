export { Drawer, type DrawerProps } from './Drawer';
export { DrawerEdgeSwipe, type DrawerEdgeSwipeProps } from './EdgeSwipe';
export {
  DRAWER_HYSTERESIS,
  DRAWER_MIN_FLING_VELOCITY,
  DRAWER_SWIPE_AREA_WIDTH,
  decideSwipe,
  type SwipeEnd,
  VelocityTracker,
} from './swipe';
