import { lazyWithReload } from '../lazyWithReload';

/** Signed-in and public screens beyond the login form: each its own chunk. */
export const lazyRoutes = {
  SignedInLayout: lazyWithReload(() => import('./SignedInLayout')),
  ChatRoute: lazyWithReload(() => import('./ChatRoute')),
  SettingsRoute: lazyWithReload(() => import('./SettingsRoute')),
  TocRoute: lazyWithReload(() => import('./TocRoute')),
  NotAvailableRoute: lazyWithReload(() => import('./NotAvailableRoute')),
  DemoRoute: lazyWithReload(() => import('./DemoRoute')),
};
