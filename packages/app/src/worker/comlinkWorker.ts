// A module worker behind Comlink, started on its first call: one way for every worker of the app.
import { isAbortError } from '@store-ops/machines';
import type { Remote } from 'comlink';
import { abortError } from './abortError';

type Running<T> = { remote: Remote<T>; failed: Promise<never> };

export interface ComlinkWorker<T> {
  /** Starts the worker ahead of its first call (its module loads meanwhile). */
  warm(): void;
  /**
   * One call; rejects with the worker's error when it fails or the worker does. With a `signal`,
   * `onAbort` runs when it aborts, and the answer of a call aborted meanwhile is dropped (an
   * AbortError instead).
   */
  call<R>(run: (remote: Remote<T>) => Promise<R>, signal?: AbortSignal, onAbort?: () => void): Promise<R>;
}

export interface ComlinkWorkerOptions<T> {
  /** Makes the Worker (`new Worker(new URL(…, import.meta.url))` at the caller, where the bundler finds it). */
  create: () => Worker;
  /** The error when the worker fails without a message of its own (a script that did not load). */
  failedMessage: string;
  /** Runs once per started worker (e.g. to hand it a Comlink proxy). */
  onStart?: (remote: Remote<T>, proxy: typeof import('comlink').proxy) => void;
}

export function comlinkWorker<T>({
  create,
  failedMessage,
  onStart,
}: ComlinkWorkerOptions<T>): ComlinkWorker<T> {
  let current: Promise<Running<T>> | undefined;

  function start(): Promise<Running<T>> {
    if (current) return current;
    const worker = create();
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => {
        reject(new Error(event.message || failedMessage));
        // The next call starts a new worker.
        if (current === started) current = undefined;
        worker.terminate();
      });
    });
    failed.catch(() => {});
    // Comlink loads beside the worker's module, not with the first screen's JavaScript.
    const started = import('comlink').then(({ proxy, wrap }) => {
      const remote = wrap<T>(worker);
      onStart?.(remote, proxy);
      return { remote, failed };
    });
    // A chunk that did not load: the next call tries again.
    started.catch(() => {
      if (current === started) current = undefined;
      worker.terminate();
    });
    current = started;
    return started;
  }

  return {
    warm: () => void start(),
    async call(run, signal, onAbort) {
      if (signal?.aborted) throw abortError();
      const { remote, failed } = await start();
      if (signal?.aborted) throw abortError();
      if (onAbort) signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const result = await Promise.race([run(remote), failed]);
        if (signal?.aborted) throw abortError();
        return result;
      } catch (error) {
        throw signal?.aborted && !isAbortError(error) ? abortError() : error;
      } finally {
        if (onAbort) signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
