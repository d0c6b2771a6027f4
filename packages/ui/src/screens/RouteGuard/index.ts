export { RouteGuardLoading } from './RouteGuardLoading';
export { routeGuardStrings } from './strings';
