import { type ComponentType, createElement, use } from 'react';

/** sessionStorage: when the last reload caused by a failed route module happened (epoch ms). */
export const CHUNK_RELOAD_FLAG = 'storeOps.chunkReloadedAt';
/** A failure within this long after such a reload is thrown to the error boundary, not reloaded. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/**
 * After a module failed to load: reloads the page (true), unless such a reload happened within
 * CHUNK_RELOAD_WINDOW_MS (false: the caller shows the failure; no reload loop).
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_FLAG));
  if (last && now() - last <= CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_FLAG, String(now()));
  reload();
  return true;
}

/** A lazily loaded component; `preload()` fetches its module ahead of the first render. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A lazily loaded component (routes, overlays) that reloads the page once when its module fails to
 * load (a deploy replaced the chunk, a flaky network). The sessionStorage time stamp stops a reload
 * loop: a failure soon after that reload (whichever module it is) goes to the error boundary instead.
 * Other modules loading fine in between do not reset it.
 *
 * Unlike React.lazy, a module that has already loaded (e.g. `preload()`ed while the user typed their
 * password) renders at once: React.lazy suspends on every first render, and React then holds the
 * fallback for its reveal throttle (about 300 ms) even when the module was there all along.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        if (reloadOnce(storage, reload, now)) return new Promise<never>(() => {});
        throw error; // kept: every render then throws it to the error boundary (no retry loop)
      },
    );
    return loading;
  };
  function Lazy(props: P) {
    if (!loaded) use(preload());
    const Component = loaded as ComponentType<P>;
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { preload });
}
