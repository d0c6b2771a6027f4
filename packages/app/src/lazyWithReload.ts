import { type ComponentType, lazy } from 'react';

/** sessionStorage flag: set just before the one reload a failed route module may cause. */
export const CHUNK_RELOAD_FLAG = 'storeOps.chunkReloaded';

/**
 * React.lazy for route modules that reloads the page once when the module fails to load (a deploy
 * replaced the chunk, a flaky network). The sessionStorage flag stops a reload loop: a second
 * failure right after the reload is thrown to the error boundary instead.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
) {
  return lazy(async () => {
    try {
      const module = await load();
      storage.removeItem(CHUNK_RELOAD_FLAG);
      return module;
    } catch (error) {
      if (storage.getItem(CHUNK_RELOAD_FLAG) === null) {
        storage.setItem(CHUNK_RELOAD_FLAG, '1');
        reload();
        return new Promise<never>(() => {});
      }
      storage.removeItem(CHUNK_RELOAD_FLAG);
      throw error;
    }
  });
}
