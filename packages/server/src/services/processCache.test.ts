// The process cache of scopes and store versions: what it keeps, for how long, and nothing with
// PROCESS_CACHE=off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestDatabase } from '../../test/helpers';
import { readConfig } from '../config';
import type { Database } from '../db/connect';
import { ProcessCache } from './processCache';

const STAFF_SCOPE = { all: false, companyIds: [1], storeIds: [1, 3] };

let database: Database;
beforeAll(async () => {
  database = await loadTestDatabase();
}, 60_000);
afterAll(() => database?.close());

describe('ProcessCache', () => {
  it('keeps scopes and store versions in the only process on its database until cleared', async () => {
    const cache = new ProcessCache(true);
    const kept = await cache.scope(database.db, 2, null);
    expect(kept).toEqual(STAFF_SCOPE);
    expect(await cache.scope(database.db, 2, null)).toBe(kept);
    expect(cache.storeVersions(null)).not.toBeNull();
    cache.clear();
    const again = await cache.scope(database.db, 2, null);
    expect(again).not.toBe(kept);
    expect(again).toEqual(STAFF_SCOPE);
  });

  it('keeps them for one cache generation on a shared database: a newer one drops them, an older one keeps nothing', async () => {
    const cache = new ProcessCache(false);
    const kept = await cache.scope(database.db, 2, 5);
    expect(await cache.scope(database.db, 2, 5)).toBe(kept);
    expect(cache.storeVersions(5)).not.toBeNull();
    expect(cache.storeVersions(4)).toBeNull();
    expect(cache.storeVersions(null)).toBeNull();
    const newer = await cache.scope(database.db, 2, 6);
    expect(newer).not.toBe(kept);
    expect(await cache.scope(database.db, 2, 6)).toBe(newer);
  });

  it('keeps nothing between requests on a shared database with PROCESS_CACHE=off', async () => {
    expect(readConfig({}).processCache).toBe(true);
    expect(readConfig({ PROCESS_CACHE: 'off' }).processCache).toBe(false);
    const cache = new ProcessCache(false, readConfig({ PROCESS_CACHE: 'off' }).processCache);
    const first = await cache.scope(database.db, 2, 5);
    const second = await cache.scope(database.db, 2, 5);
    expect(second).not.toBe(first);
    expect(second).toEqual(STAFF_SCOPE);
    expect(cache.storeVersions(5)).toBeNull();
  });
});
