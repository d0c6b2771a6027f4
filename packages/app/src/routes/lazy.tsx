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

/**
 * Fetches the signed-in shell and the chat's chunks in idle time on the sign-in screen, so signing
 * in does not wait for them (they are not part of /login's initial JavaScript).
 */
export function prefetchSignedInRoutes() {
  const run = () => {
    void import('./SignedInLayout').catch(() => {});
    void import('./ChatRoute').catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
