import { storeDayId } from '@store-ops/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, storageChars } from '../adapters/storage';
import { createCsvCache, csvCacheKey } from './csvCache';

type Op =
  | { kind: 'set'; day: number; store: number | null; size: number }
  | { kind: 'get'; day: number; store: number | null }
  | { kind: 'tick'; ms: number };

const date = (day: number) => `2026-10-${String(day).padStart(2, '0')}`;

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    day: fc.integer({ min: 1, max: 28 }),
    store: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    size: fc.integer({ min: 1, max: 1_800 }),
  }),
  fc.record({
    kind: fc.constant('get' as const),
    day: fc.integer({ min: 1, max: 28 }),
    store: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 5 }) }),
);

describe('csv cache properties (random writes and reads under a browser-like quota)', () => {
  it('never over quota, within the entry and byte rules, metadata in step, a hit returns what was written', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        let now = 0;
        const quotaChars = 6_000;
        const maxBytes = 10_000; // 5,000 characters: under the 6,000-character quota, like 8 MB under Chromium's
        const maxEntries = 12;
        const storage = createMemoryStorage({}, { quotaChars });
        const silent = { error: () => {}, warn: () => {} };
        const cache = createCsvCache(storage, { now: () => now, logger: silent, maxBytes, maxEntries });
        const written = new Map<string, string>();
        for (const o of ops) {
          if (o.kind === 'tick') now += o.ms;
          else if (o.kind === 'set') {
            const content = 'x'.repeat(o.size);
            const before = storageChars(storage);
            const ok = cache.set(storeDayId(o.store === null ? null : String(o.store), date(o.day)), {
              data: content,
              files: ['tasks.csv'],
              weather: [],
            });
            const key = csvCacheKey(date(o.day), o.store);
            if (ok) written.set(key, content);
            else expect(storageChars(storage)).toBeLessThanOrEqual(before);
          } else {
            const hit = cache.get(storeDayId(o.store === null ? null : String(o.store), date(o.day)));
            const key = csvCacheKey(date(o.day), o.store);
            if (hit) expect(hit.data).toBe(written.get(key));
          }
          // The browser's quota is never exceeded; at most maxEntries (+1 just written) entries.
          expect(storageChars(storage)).toBeLessThanOrEqual(quotaChars);
          const stats = cache.stats();
          expect(stats.entries).toBeLessThanOrEqual(maxEntries + 1);
          expect(stats.entries).toBe(cache.details().length);
          expect(stats.status).toBe(stats.entries > 0 ? 'Active' : 'Empty');
          expect(stats.warning).toBe(stats.percent > 80);
          // Metadata only for entries that exist.
          const meta = JSON.parse(storage.getItem('storeOps.csvCacheMeta') ?? '{}') as Record<
            string,
            unknown
          >;
          for (const key of Object.keys(meta)) expect(storage.getItem(key)).not.toBeNull();
        }
      }),
      { numRuns: 150 },
    );
  });
});
