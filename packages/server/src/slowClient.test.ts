// A client gets the request timeout to send its whole request, however slowly it trickles it in: Node
// looks for requests past their time on a timer, so this needs a real socket.
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestDatabase } from '../test/helpers';
import { createApp } from './app';
import { readConfig } from './config';
import type { Database } from './db/connect';

const TIMEOUT_MS = 2_000;
/** One byte this often: never idle long enough for an inactivity timeout. */
const TRICKLE_MS = 250;
/** Past the timeout, how late the cut may come on a loaded machine (Node's own check ran every 30 s). */
const LATE_MS = 2_000;

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
let port: number;

beforeAll(async () => {
  database = await loadTestDatabase(false);
  app = await createApp({
    config: { ...readConfig({}), staticDir: '/nonexistent' },
    db: database.db,
    llm: { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } },
    requestTimeoutMs: TIMEOUT_MS,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * Sends `start` at once, then `byte` every TRICKLE_MS until the server closes the connection (or, so
 * that a server that never does fails the test rather than hangs it, well past the allowed time).
 * Answers how long the server took and what it said.
 */
async function trickle(start: string, byte: string): Promise<{ elapsedMs: number; answer: string }> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  const began = performance.now();
  socket.write(start);
  const drip = setInterval(() => {
    if (socket.writable) socket.write(byte);
  }, TRICKLE_MS);
  const giveUp = setTimeout(() => socket.destroy(), TIMEOUT_MS + LATE_MS + 3_000);
  await closed;
  clearInterval(drip);
  clearTimeout(giveUp);
  return { elapsedMs: performance.now() - began, answer };
}

describe('a client that trickles its request', () => {
  it('is cut off with a 408 at the request timeout, in its headers or in its body', {
    timeout: 30_000,
  }, async () => {
    const [headers, body] = await Promise.all([
      trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a'),
      trickle(
        'POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
        ' ',
      ),
    ]);
    for (const { elapsedMs, answer } of [headers, body]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(elapsedMs).toBeLessThan(TIMEOUT_MS + LATE_MS);
    }
  });
});
