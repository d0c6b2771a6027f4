import { apiPaths, createSseParser, type SseFrame } from '@store-ops/domain';

/**
 * The fetch client every default actor uses: same-origin paths, cookies always sent
 * (`credentials: 'include'`), JSON in and out. Injected, never imported by a machine directly.
 */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClient {
  /** `fetch(baseUrl + path)` with credentials included. */
  request(path: string, init?: RequestInit): Promise<Response>;
  get(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown, init?: RequestInit): Promise<Response>;
  /**
   * `postJson` asking for a Server-Sent Events answer (`Accept: text/event-stream`); read its body
   * with `readEventStream`. A server may still answer JSON (an error, or no stream on that route).
   */
  postForStream(path: string, body: unknown, init?: RequestInit): Promise<Response>;
}

export interface ApiClientOptions {
  /** Defaults to `globalThis.fetch`, resolved at call time (so a test can replace it). */
  fetch?: FetchLike;
  /** Prefix for every path, e.g. `https://ops.example.com`; default '' (same origin). */
  baseUrl?: string;
  /** Called when an answer says the session has ended (see `endsSession`). */
  onSessionEnded?: () => void;
}

/**
 * Whether an answer means the session has ended on the server (idle or absolute timeout, a logout
 * in another tab, an impersonation past its limit): a 401 from anything but the sign-in endpoint,
 * whose 401 means "no session yet" (GET) or "wrong password" (POST).
 */
export function endsSession(path: string, status: number): boolean {
  return status === 401 && path.split('?')[0] !== apiPaths.session;
}

const sessionEndedListeners = new Set<() => void>();
/** Subscribes to "the session has ended" (the app signs out); returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}
/** Tells every subscriber the session has ended (the default client does on such an answer). */
export function reportSessionEnded(): void {
  for (const listener of [...sessionEndedListeners]) listener();
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const request = async (path: string, init: RequestInit = {}) => {
    const f = options.fetch ?? (globalThis.fetch as FetchLike | undefined);
    if (!f) throw new Error('fetch is not available');
    const response = await f(`${baseUrl}${path}`, { ...init, credentials: 'include' });
    if (endsSession(path, response.status)) options.onSessionEnded?.();
    return response;
  };
  const postJson = (path: string, body: unknown, init?: RequestInit) =>
    request(path, {
      ...init,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(init?.headers as Record<string, string>) },
      body: JSON.stringify(body),
    });
  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    postJson,
    postForStream: (path, body, init) =>
      postJson(path, body, {
        ...init,
        headers: { Accept: EVENT_STREAM, ...(init?.headers as Record<string, string>) },
      }),
  };
}

const EVENT_STREAM = 'text/event-stream';

/** True when the answer is a Server-Sent Events stream (else: JSON, as from a non-streaming server). */
export function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith(EVENT_STREAM);
}

/**
 * Reads an event-stream body as it arrives (domain's incremental parser), handing each whole frame
 * to `onFrame`; resolves when the body ends or `onFrame` returns `'stop'`. An abort of `signal`
 * cancels the body (the connection closes) and rejects with the AbortError.
 */
export async function readEventStream(
  response: Response,
  onFrame: (frame: SseFrame) => 'stop' | undefined,
  signal?: AbortSignal,
): Promise<void> {
  const body = response.body;
  if (!body) return;
  signal?.throwIfAborted();
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      signal?.throwIfAborted();
      if (done) return;
      for (const frame of parser.push(value)) if (onFrame(frame) === 'stop') return;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}

/** Parses a response body as JSON, `undefined` when it is not JSON. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function isAbortError(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}

let defaultClient: ApiClient | undefined;
/** The browser default: same origin, global fetch, credentials included, session ends reported. */
export function defaultApiClient(): ApiClient {
  if (!defaultClient) defaultClient = createApiClient({ onSessionEnded: reportSessionEnded });
  return defaultClient;
}

/** The real-timer clock (what `createActor` uses by default); tests pass `new SimulatedClock()` instead. */
export const browserClock = {
  setTimeout: (fn: (...args: unknown[]) => void, ms: number) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** The response schemas, loaded on first use (see ./schemas). Start it beside the request it validates. */
export const loadSchemas = () => import('./schemas');
