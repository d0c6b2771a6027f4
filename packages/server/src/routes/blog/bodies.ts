// A post body's sanitized HTML, made by the built app's renderer (renderBlogBody) in a worker thread:
// DOMPurify in jsdom takes seconds over a body of deeply nested HTML, and that must not hold up every
// other request. The worker starts with the first body to render and ends once idle.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface BlogBodies {
  /** The renderer's identity (its built file's hash): HTML another renderer made is made again. */
  readonly renderer: string;
  /** The body's blocks as its page shows them; rejects when the renderer fails or takes too long. */
  render(source: string): Promise<string[]>;
  /** Ends the worker (rendering in progress is refused). */
  close(): Promise<void>;
}

/** The worker is ended after this long without a body to render (it holds jsdom: tens of MB). */
const IDLE_MS = 30_000;
/**
 * A render taking longer (the worker's start included: loading React and jsdom takes seconds on a busy
 * machine) ends the worker; the next render starts another.
 */
const RENDER_TIMEOUT_MS = 60_000;

interface Pending {
  resolve(html: string[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Bodies rendered by the renderer built to `rendererFile`, or null when there is none. */
export function blogBodies(rendererFile: string): BlogBodies | null {
  if (!existsSync(rendererFile)) return null;
  const renderer = createHash('sha256').update(readFileSync(rendererFile)).digest('base64url').slice(0, 22);
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  // Readers of one post that was not rendered yet wait for one render.
  const inFlight = new Map<string, Promise<string[]>>();

  const stop = (reason: string) => {
    const w = worker;
    worker = undefined;
    clearTimeout(idle);
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(new Error(reason));
      pending.delete(id);
    }
    return w ? w.terminate().then(() => {}) : Promise.resolve();
  };

  const start = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./bodyWorker.mjs', import.meta.url), {
      workerData: { renderer: pathToFileURL(rendererFile).href },
      execArgv: [],
    });
    w.unref();
    w.on('message', (answer: { id: number; html?: string[]; error?: string }) => {
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      clearTimeout(p.timer);
      if (answer.html) p.resolve(answer.html);
      else p.reject(new Error(answer.error ?? 'the blog renderer answered nothing'));
      if (pending.size === 0) idle = setTimeout(() => void stop('idle'), IDLE_MS).unref();
    });
    w.on('error', (error) => {
      if (worker === w) void stop(`the blog renderer failed: ${error.message}`);
    });
    w.on('exit', () => {
      if (worker === w) void stop('the blog renderer stopped');
    });
    worker = w;
    return w;
  };

  const renderOnce = (source: string) =>
    new Promise<string[]>((resolve, reject) => {
      const w = start();
      clearTimeout(idle);
      const id = nextId++;
      const timer = setTimeout(
        () => void stop(`the blog renderer took more than ${RENDER_TIMEOUT_MS} ms`),
        RENDER_TIMEOUT_MS,
      ).unref();
      pending.set(id, { resolve, reject, timer });
      w.postMessage({ id, source });
    });

  return {
    renderer,
    render(source) {
      let html = inFlight.get(source);
      if (!html) {
        html = renderOnce(source).finally(() => inFlight.delete(source));
        inFlight.set(source, html);
      }
      return html;
    },
    close: () => stop('closed'),
  };
}
