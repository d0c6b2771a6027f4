// GET /api/ops/backup: the dump `npm run backup` writes, streamed to a caller on this machine with the
// server's token; anyone else gets the 404 of an unknown path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestDatabase } from '../../test/helpers';
import { createApp } from '../app';
import { readConfig } from '../config';
import { dumpDatabase } from '../db/backup';
import type { Database } from '../db/connect';
import { BACKUP_TOKEN_HEADER, LIVE_BACKUP_PATH } from './liveBackup';

const TOKEN = 'a-test-token-of-the-server';
let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  database = await loadTestDatabase(false);
  app = await createApp({
    config: { ...readConfig({}), staticDir: '/nonexistent' },
    db: database.db,
    llm: { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } },
    liveBackup: { database, token: TOKEN },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The dump without its header's time (line 1's `at`). */
const withoutTime = (text: string) => text.replace(/"at":"[^"]+"/, '"at":""');

describe('the live backup route', () => {
  it('streams the whole dump to a caller on this machine with the token', async () => {
    const expected: string[] = [];
    await dumpDatabase(database, (line) => void expected.push(line));
    const res = await app.inject({
      method: 'GET',
      url: LIVE_BACKUP_PATH,
      headers: { [BACKUP_TOKEN_HEADER]: TOKEN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(withoutTime(res.body)).toBe(withoutTime(expected.join('')));
    expect(res.body.trimEnd().split('\n').at(-1)).toMatch(/^\{"end":\d+\}$/);
  });

  it.each([
    ['no token', {}],
    ['another token', { [BACKUP_TOKEN_HEADER]: 'not-the-token' }],
    ['a relayed request', { [BACKUP_TOKEN_HEADER]: TOKEN, 'x-forwarded-for': '203.0.113.9' }],
    ['a forwarded request', { [BACKUP_TOKEN_HEADER]: TOKEN, forwarded: 'for=203.0.113.9' }],
  ])('answers %s with the 404 of an unknown path', async (_, headers) => {
    const res = await app.inject({ method: 'GET', url: LIVE_BACKUP_PATH, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers a caller from another machine with the 404 of an unknown path', async () => {
    const res = await app.inject({
      method: 'GET',
      url: LIVE_BACKUP_PATH,
      headers: { [BACKUP_TOKEN_HEADER]: TOKEN },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(404);
  });

  it('is not there without the option (a server on PostgreSQL)', async () => {
    const plain = await createApp({
      config: { ...readConfig({}), staticDir: '/nonexistent' },
      db: database.db,
      llm: { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } },
    });
    try {
      const res = await plain.inject({
        method: 'GET',
        url: LIVE_BACKUP_PATH,
        headers: { [BACKUP_TOKEN_HEADER]: TOKEN },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
