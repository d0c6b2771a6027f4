// Server-Sent Events on a raw response, for every stream the server answers: the staff chat's
// (services/staffchatHub.ts) and the assistant's streamed replies (routes/llm/routes.ts).
import type { ServerResponse } from 'node:http';
import { type StreamOpened, streamOpened } from './observe';

/** Headers as Fastify's `reply.getHeaders()` gives them. */
export type StreamHeaders = Record<string, string | string[] | number | undefined>;

/** One event: `id:` when given, `event:`, and its data as one line of JSON (JSON never has a raw newline). */
export function sseFrame(event: string, data: unknown, id?: number | string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Starts a stream: 200 `text/event-stream`, never stored, never buffered by a proxy (nginx) nor
 * compressed, so each event leaves at once. `headers` are those the hooks set so far (security
 * headers): a hijacked reply does not run the onSend hooks.
 */
export function writeEventStreamHead(res: ServerResponse, headers: StreamHeaders = {}): void {
  // (A test's injected request has a socket without it.)
  res.socket?.setNoDelay?.(true);
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'content-encoding': 'identity',
  });
  if (streamOpened.hasSubscribers) streamOpened.publish({ res } satisfies StreamOpened);
}

/** A one-off stream (one answer, then the end): what a route needs beyond the head. */
export interface EventStream {
  /** Writes one event; nothing once the stream ended or the client went away. */
  send(event: string, data: unknown): void;
  /** Ends the stream (once). */
  end(): void;
  /** False once ended or once the client went away. */
  readonly open: boolean;
}

/**
 * Opens a one-off stream on `res` and keeps it alive with a `: ping` comment every `pingMs` while
 * nothing else is written (a proxy closes a connection that stays silent, e.g. while a reasoning
 * model thinks for a minute before its first word).
 */
export function openEventStream(
  res: ServerResponse,
  headers: StreamHeaders = {},
  pingMs = 15_000,
): EventStream {
  writeEventStreamHead(res, headers);
  const writable = () => !res.writableEnded && !res.destroyed;
  const ping = setInterval(() => {
    if (writable()) res.write(': ping\n\n');
  }, pingMs);
  ping.unref();
  const stop = () => clearInterval(ping);
  res.once('close', stop);
  return {
    send(event, data) {
      if (writable()) res.write(sseFrame(event, data));
    },
    end() {
      stop();
      if (writable()) res.end();
    },
    get open() {
      return writable();
    },
  };
}
