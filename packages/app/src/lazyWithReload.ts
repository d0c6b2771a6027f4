import { type ComponentType, lazy } from 'react';

/** sessionStorage: when the last reload caused by a failed route module happened (epoch ms). */
export const CHUNK_RELOAD_FLAG = 'storeOps.chunkReloadedAt';
/** A failure within this long after such a reload is thrown to the error boundary, not reloaded. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/**
 * React.lazy for route modules that reloads the page once when the module fails to load (a deploy
 * replaced the chunk, a flaky network). The sessionStorage time stamp stops a reload loop: a failure
 * soon after that reload (whichever module it is) goes to the error boundary instead. Other modules
 * loading fine in between do not reset it.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const last = Number(storage.getItem(CHUNK_RELOAD_FLAG));
      if (!last || now() - last > CHUNK_RELOAD_WINDOW_MS) {
        storage.setItem(CHUNK_RELOAD_FLAG, String(now()));
        reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
