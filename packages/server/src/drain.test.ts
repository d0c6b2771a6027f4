// Closing the app (SIGTERM's drain in server.ts): a handler whose client has gone still runs, and the
// database closes only after it has finished (nothing in flight is cut off).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadTestDatabase } from '../test/helpers';
import { createApp } from './app';
import { readConfig } from './config';

describe('closing the app', () => {
  it('closes the database after the last running handler, even one whose client went away', async () => {
    const database = await loadTestDatabase(false);
    const events: string[] = [];
    const app = await createApp({
      config: { ...readConfig({}), staticDir: '/nonexistent' },
      db: database.db,
      llm: { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } },
      closeDatabase: async () => {
        events.push('database closed');
        await database.close();
      },
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let clientGone: Promise<unknown> = Promise.resolve();
    // A handler that writes after a wait (as a chat turn writes its audit row after the model answers).
    app.get('/test/slow', async (request) => {
      clientGone = once(request.raw.socket, 'close');
      started();
      await gate;
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(database.db);
      events.push(`handler read ${rows[0]?.n} users`);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/test/slow`, { signal: client.signal }).catch(
      (error: Error) => error.name,
    );
    await handlerStarted;
    client.abort();
    expect(await request).toBe('AbortError');
    await clientGone;

    const closed = app.close();
    // The server has stopped listening and has no connection left: only the handler is running.
    await once(app.server, 'close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    release();
    await closed;
    expect(events).toEqual(['handler read 4 users', 'database closed']);
    // Its own database and app start inside the test: seconds on a busy machine.
  }, 30_000);
});
