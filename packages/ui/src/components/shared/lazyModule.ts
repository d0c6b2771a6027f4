import { startTransition, useEffect, useState } from 'react';

/** A module the library loads on first use, once (its code stays out of the initial JavaScript). */
export interface LazyModule<M> {
  /** The module if it has loaded, else undefined. */
  current: () => M | undefined;
  /** Loads it (once; a failed load may be retried by the next call). Call early to warm it up. */
  load: () => Promise<M>;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    current: () => module,
    load() {
      if (module) return Promise.resolve(module);
      loading ??= importer().then(
        (m) => {
          module = m;
          return m;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module once it has loaded (loading starts on mount), else undefined: the caller shows its
 * stand-in until then. A failed load (offline, a new deploy) is logged and the stand-in stays.
 * The swap is a transition: React renders the loaded controls in slices, keeping the stand-in on
 * screen meanwhile, so mounting them is no single long task. `null`: not wanted here, nothing loads.
 */
export function useLazyModule<M>(lazy: LazyModule<M> | null, what: string): M | undefined {
  return useLazyModuleState(lazy, what).module;
}

/** As useLazyModule, and whether the load failed: for a stand-in that must then say so. */
export function useLazyModuleState<M>(
  lazy: LazyModule<M> | null,
  what: string,
): { module: M | undefined; failed: boolean } {
  const [loaded, setLoaded] = useState<M | undefined>(lazy?.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded || !lazy) return;
    let live = true;
    lazy.load().then(
      (m) => {
        if (live) startTransition(() => setLoaded(() => m));
      },
      (error: unknown) => {
        console.error(`${what} failed to load`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [lazy, loaded, what]);
  return { module: lazy ? loaded : undefined, failed: lazy ? failed && !loaded : false };
}
