import { loadContextOptions } from '@store-ops/ui';
import { lazyWithReload } from '../lazyWithReload';
import { warmReportWorker } from '../worker/client';

/** Signed-in and public screens beyond the login form: each its own chunk. */
export const lazyRoutes = {
  SignedInLayout: lazyWithReload(() => import('./SignedInLayout')),
  ChatRoute: lazyWithReload(() => import('./ChatRoute')),
  ReportRoute: lazyWithReload(() => import('./ReportRoute')),
  SettingsRoute: lazyWithReload(() => import('./SettingsRoute')),
  TocRoute: lazyWithReload(() => import('./TocRoute')),
  PromptsRoute: lazyWithReload(() => import('./PromptsRoute')),
  DemoRoute: lazyWithReload(() => import('./DemoRoute')),
};

/**
 * Fetches the signed-in shell and the chat's modules, and starts the report worker (its module
 * loads and compiles), once the visitor starts using the sign-in form (first pointer, key or focus),
 * so signing in does not wait for them. Not before: they are not part of /login's initial
 * JavaScript, and a visitor who only looks costs nothing. Returns the clean-up.
 */
export function prefetchSignedInRoutes() {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const run = () => {
    stop();
    for (const route of [lazyRoutes.SignedInLayout, lazyRoutes.ChatRoute])
      void route.preload().catch(() => {});
    void loadContextOptions().catch(() => {});
    warmReportWorker();
  };
  const stop = () => {
    for (const type of events) document.removeEventListener(type, run, true);
  };
  for (const type of events) document.addEventListener(type, run, true);
  return stop;
}
