import type { FetchLike } from '../adapters/http';

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that answers by `METHOD path` (query string included), records every call, and honours abort. */
export function fakeFetch(routes: Record<string, Handler>): FetchLike & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const f = async (url: string, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url}`];
    if (!handler) throw new TypeError(`Failed to fetch ${url}`);
    const signal = init.signal;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = Promise.resolve(handler(call));
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      answer.then(resolve, reject);
    });
  };
  return Object.assign(f, { calls });
}

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** A promise you settle from outside. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A Server-Sent Events answer written from outside, a frame at a time: `response` is what the fake
 * fetch returns; `send(event, data)` writes `event:`/`data:` frames, `raw` any text, `end` closes it.
 * `cancelled` turns true when the reader gives up on it (an aborted request).
 */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const encoder = new TextEncoder();
  const raw = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    raw,
    send: (event: string, data: unknown) => raw(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => controller.close(),
    get cancelled() {
      return state.cancelled;
    },
  };
}
