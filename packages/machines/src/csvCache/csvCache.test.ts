import { storeDayId } from '@store-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, quotaExceededError, type StorageLike, storageChars } from '../adapters/storage';
import {
  CACHE_MAX_BYTES,
  type CsvCachePayload,
  createCsvCache,
  csvCacheKey,
  formatMegabytes,
} from './csvCache';

// The cache stores packed files as they are (packing is the caller's): any string stands in here.
const payload = (data = 'H4sIAAAAAAAAA-packed-sales', files = ['sales.csv']): CsvCachePayload => ({
  data,
  files,
  weather: [],
});

function setup(options: { quotaChars?: number; maxBytes?: number; maxEntries?: number } = {}) {
  let t = 1_000;
  const storage = createMemoryStorage({}, options.quotaChars ? { quotaChars: options.quotaChars } : {});
  const logger = { error: vi.fn(), warn: vi.fn() };
  const cache = createCsvCache(storage, {
    now: () => t,
    logger,
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
    ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
  });
  return { storage, cache, logger, tick: (ms = 1) => (t += ms), now: () => t };
}

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;

describe('csvCacheKey', () => {
  it('is date plus store id or no-store', () => {
    expect(csvCacheKey('2026-11-17', '12')).toBe('storeOps.csvCache.2026-11-17.12');
    expect(csvCacheKey('2026-11-17', 12)).toBe('storeOps.csvCache.2026-11-17.12');
    expect(csvCacheKey('2026-11-17')).toBe('storeOps.csvCache.2026-11-17.no-store');
    expect(csvCacheKey('2026-11-17', null)).toBe('storeOps.csvCache.2026-11-17.no-store');
  });

  it('refuses a missing or malformed date with the spec messages', () => {
    expect(() => csvCacheKey('')).toThrow(new Error('Date string is required for cache key generation.'));
    expect(() => csvCacheKey(undefined)).toThrow('Date string is required for cache key generation.');
    expect(() => csvCacheKey('17/11/2026')).toThrow(new Error('Date must be in YYYY-MM-DD format.'));
    expect(() => csvCacheKey('2026-1-7')).toThrow('Date must be in YYYY-MM-DD format.');
  });
});

describe('memory storage (a browser-like quota)', () => {
  it('counts keys and values, throws QuotaExceededError and keeps the old value', () => {
    const s = createMemoryStorage({}, { quotaChars: 10 });
    s.setItem('ab', 'cdef');
    expect(s.usedChars).toBe(6);
    expect(() => s.setItem('ab', 'cdefghijk')).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    expect(s.getItem('ab')).toBe('cdef');
    s.setItem('ab', 'cdefghij');
    expect(s.usedChars).toBe(10);
    expect(storageChars(s)).toBe(10);
  });

  it("defaults to Chromium's 5,242,880 characters: 8 MB of UTF-16 fits under it", () => {
    const s = createMemoryStorage();
    expect(s.quotaChars).toBe(5_242_880);
    expect(CACHE_MAX_BYTES / 2).toBe(4_194_304);
    expect(CACHE_MAX_BYTES / 2).toBeLessThan(s.quotaChars);
  });
});

describe('csv cache', () => {
  it('writes an entry with version 1.0 and reads it back, updating its metadata on every read', () => {
    const { cache, storage, tick } = setup();
    expect(cache.get(storeDayId('3', day(1)))).toBeNull();
    expect(cache.set(storeDayId('3', day(1)), payload())).toBe(true);
    const stored = JSON.parse(storage.getItem('storeOps.csvCache.2026-11-01.3') ?? '{}');
    expect(stored).toEqual({
      storeDay: { storeId: '3', date: '2026-11-01' },
      data: 'H4sIAAAAAAAAA-packed-sales',
      files: ['sales.csv'],
      weather: [],
      timestamp: 1000,
      version: '1.0',
      accessCount: 0,
      lastAccessed: 1000,
    });
    tick(5);
    expect(cache.get(storeDayId('3', day(1)))).toEqual({
      data: 'H4sIAAAAAAAAA-packed-sales',
      files: ['sales.csv'],
      weather: [],
      timestamp: 1000,
      accessCount: 1,
      lastAccessed: 1005,
    });
    tick(5);
    expect(cache.get(storeDayId('3', day(1)))).toMatchObject({ accessCount: 2, lastAccessed: 1010 });
    expect(JSON.parse(storage.getItem('storeOps.csvCacheMeta') ?? '{}')).toEqual({
      'storeOps.csvCache.2026-11-01.3': { accessCount: 2, lastAccessed: 1010 },
    });
  });

  it('removes an entry without data (the packed files) or a timestamp when it finds it', () => {
    const { cache, storage } = setup();
    const put = (n: number, value: unknown) =>
      storage.setItem(
        `storeOps.csvCache.${day(n)}.no-store`,
        typeof value === 'string' ? value : JSON.stringify(value),
      );
    put(2, { weather: [], timestamp: 5 });
    put(3, { data: 'H4sI', weather: [] });
    put(4, '{not json');
    // An entry of the unpacked shape (sections with their CSV text, no data) is not one of ours.
    put(5, { sections: [{ name: 'sales.csv', content: 'Hour\n' }], weather: [], timestamp: 5 });
    put(6, { data: { 'sales.csv': 'Hour\n' }, weather: [], timestamp: 5 });
    put(7, { data: '', weather: [], timestamp: 5 });
    for (const n of [2, 3, 4, 5, 6, 7]) expect(cache.get(storeDayId(null, day(n)))).toBeNull();
    expect(storage.length).toBe(0);
    // Data and a timestamp are enough; missing names and weather read as empty lists.
    put(8, { data: 'H4sI', timestamp: 5 });
    expect(cache.get(storeDayId(null, day(8)))).toEqual({
      data: 'H4sI',
      files: [],
      weather: [],
      timestamp: 5,
      accessCount: 1,
      lastAccessed: 1000,
    });
  });

  it("an older browser's entry (no store-day in it) still reads; the details list drops it", () => {
    const { cache, storage } = setup();
    cache.set(storeDayId('7', day(2)), payload());
    const older = { data: 'H4sI-older', files: ['sales.csv'], weather: [], timestamp: 5, version: '1.0' };
    storage.setItem('storeOps.csvCache.2026-11-03.7', JSON.stringify(older));
    // One that names another store-day than the one it is stored under is dropped too.
    const moved = { ...older, storeDay: { storeId: '8', date: day(4) } };
    storage.setItem('storeOps.csvCache.2026-11-04.7', JSON.stringify(moved));
    expect(cache.get(storeDayId('7', day(3)))).toMatchObject({ data: 'H4sI-older', files: ['sales.csv'] });
    expect(cache.details().map(({ date, storeId }) => ({ date, storeId }))).toEqual([
      { date: day(2), storeId: '7' },
    ]);
    expect(storage.getItem('storeOps.csvCache.2026-11-03.7')).toBeNull();
    expect(storage.getItem('storeOps.csvCache.2026-11-04.7')).toBeNull();
    expect(cache.stats().entries).toBe(1);
  });

  it('more than 100 entries evicts 5: least recently accessed first, then lowest access count', () => {
    const { cache, tick, storage } = setup();
    for (let i = 1; i <= 100; i++) {
      cache.set(
        storeDayId(
          's',
          `2026-01-01`.replace(
            '01-01',
            `${String(Math.ceil(i / 28)).padStart(2, '0')}-${String(((i - 1) % 28) + 1).padStart(2, '0')}`,
          ),
        ),
        payload(),
      );
    }
    expect(cache.stats().entries).toBe(100);
    // All written at the same instant; read some so the order is: untouched (count 0) first.
    tick();
    const keys = cache
      .details()
      .map((d) => d.date)
      .sort();
    // Touch every entry but the first 7 at a later time, and touch entries 6 and 7 twice at the same time as 1-5.
    for (const date of keys.slice(7)) cache.get(storeDayId('s', date));
    const early = keys.slice(0, 7);
    // Entries 0-6 keep lastAccessed = 1000; 5 and 6 get a higher count via metadata.
    const meta = JSON.parse(storage.getItem('storeOps.csvCacheMeta') ?? '{}');
    meta[`storeOps.csvCache.${early[5]}.s`] = { accessCount: 3, lastAccessed: 1000 };
    meta[`storeOps.csvCache.${early[6]}.s`] = { accessCount: 2, lastAccessed: 1000 };
    meta[`storeOps.csvCache.${early[0]}.s`] = { accessCount: 1, lastAccessed: 1000 };
    storage.setItem('storeOps.csvCacheMeta', JSON.stringify(meta));
    tick();
    expect(cache.set(storeDayId('s', '2026-12-31'), payload())).toBe(true);
    const left = new Set(cache.details().map((d) => d.date));
    expect(left.size).toBe(96);
    // Evicted: the four with count 0 at t=1000, then the count-1 one; the count-2 and count-3 ones stay.
    expect([1, 2, 3, 4, 0].map((i) => left.has(early[i] as string))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(left.has(early[5] as string)).toBe(true);
    expect(left.has(early[6] as string)).toBe(true);
    expect(left.has('2026-12-31')).toBe(true);
  });

  it('more than 8 MB used evicts 5 before writing', () => {
    // A 6,000-byte limit stands in for 8 MB: same rule, smaller numbers.
    const { cache, tick } = setup({ maxBytes: 6_000 });
    for (let i = 1; i <= 6; i++) {
      expect(cache.set(storeDayId('s', day(i)), payload('x'.repeat(50)))).toBe(true);
      tick();
    }
    const before = cache.stats();
    expect(before.entries).toBe(6);
    expect(before.storageBytes).toBeLessThanOrEqual(6_000);
    const big = payload('y'.repeat(1_400));
    const newKey = csvCacheKey(day(7), 's');
    const newChars =
      newKey.length +
      JSON.stringify({ ...big, timestamp: 0, version: '1.0', accessCount: 0, lastAccessed: 0 }).length;
    expect(before.storageBytes + newChars * 2).toBeGreaterThan(6_000);
    expect(cache.set(storeDayId('s', day(7)), big)).toBe(true);
    // Days 1-5 (least recently accessed) went; day 6 and the new day 7 stay.
    expect(cache.details().map((d) => d.date)).toEqual([day(7), day(6)]);
  });

  it('a quota error evicts 10 and retries once; if that fails it logs and returns false', () => {
    const fill = (env: ReturnType<typeof setup>) => {
      for (let i = 1; i <= 12; i++) {
        expect(env.cache.set(storeDayId('s', day(i)), payload('z'.repeat(50)))).toBe(true);
        env.tick();
      }
      expect(env.cache.stats().entries).toBe(12);
    };
    // Quota in characters, like Chromium's (6,000 here); the 8 MB rule is far away.
    const fits = setup({ quotaChars: 6_000 });
    fill(fits);
    const free = 6_000 - storageChars(fits.storage);
    const entry = payload('w'.repeat(3_800));
    expect(JSON.stringify(entry).length).toBeGreaterThan(free);
    expect(fits.cache.set(storeDayId('s', day(20)), entry)).toBe(true);
    expect(fits.cache.details().map((d) => d.date)).toEqual([day(20), day(12), day(11)]);
    expect(fits.logger.error).not.toHaveBeenCalled();

    const tooBig = setup({ quotaChars: 6_000 });
    fill(tooBig);
    expect(tooBig.cache.set(storeDayId('s', day(13)), payload('q'.repeat(5_800)))).toBe(false);
    expect(tooBig.logger.error).toHaveBeenCalledWith(
      'CSV cache: storage quota exceeded after evicting 10 entries',
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    // The 10 least recently accessed are gone; the write did not happen.
    expect(tooBig.cache.details().map((d) => d.date)).toEqual([day(12), day(11)]);
  });

  it('any other write failure is logged only', () => {
    const broken: StorageLike = {
      ...createMemoryStorage(),
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('disk on fire');
      },
    };
    const logger = { error: vi.fn(), warn: vi.fn() };
    const cache = createCsvCache(broken, { logger });
    expect(cache.set(storeDayId(null, day(1)), payload())).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('CSV cache: write failed', new Error('disk on fire'));
    expect(quotaExceededError().name).toBe('QuotaExceededError');
  });

  it('stats: entries, UTF-16 bytes with keys, percent of 8 MB, accesses, Active/Empty, warning above 80%', () => {
    const { cache, storage, tick } = setup({ maxBytes: 10_000 });
    expect(cache.stats()).toEqual({
      entries: 0,
      bytes: 0,
      storageBytes: 0,
      percent: 0,
      totalAccesses: 0,
      status: 'Empty',
      warning: false,
    });
    cache.set(storeDayId('1', day(1)), payload());
    tick();
    cache.get(storeDayId('1', day(1)));
    cache.get(storeDayId('1', day(1)));
    const chars = storageChars(storage);
    const stats = cache.stats();
    expect(stats).toMatchObject({ entries: 1, totalAccesses: 2, status: 'Active', warning: false });
    expect(stats.bytes).toBe(chars * 2);
    expect(stats.storageBytes).toBe(chars * 2);
    expect(stats.percent).toBe(Math.round(((chars * 2) / 10_000) * 1000) / 10);
    // Another key of the origin takes the total to 81% (4,050 of 5,000 characters): the warning shows.
    storage.setItem('other', 'o'.repeat(4_050 - chars - 'other'.length));
    expect(cache.stats()).toMatchObject({ percent: 81, warning: true });
    storage.setItem('other', 'o'.repeat(4_000 - chars - 'other'.length));
    expect(cache.stats()).toMatchObject({ percent: 80, warning: false });
  });

  it('details list each date and store with section count, size and cached time; clear removes all', () => {
    const { cache, storage } = setup();
    cache.set(storeDayId('7', day(2)), payload());
    cache.set(storeDayId(null, day(3)), payload('H4sI-two', ['sales.csv', 'tasks.csv']));
    storage.setItem('unrelated', 'keep me');
    const details = cache.details();
    expect(
      details.map(({ date, storeId, sectionCount, timestamp }) => ({
        date,
        storeId,
        sectionCount,
        timestamp,
      })),
    ).toEqual([
      { date: day(3), storeId: 'no-store', sectionCount: 2, timestamp: 1000 },
      { date: day(2), storeId: '7', sectionCount: 1, timestamp: 1000 },
    ]);
    const key = 'storeOps.csvCache.2026-11-02.7';
    expect(details[1]?.bytes).toBe((key.length + (storage.getItem(key)?.length ?? 0)) * 2);
    expect(cache.clear()).toBe(2);
    expect(cache.stats().status).toBe('Empty');
    expect(storage.getItem('unrelated')).toBe('keep me');
    expect(storage.getItem('storeOps.csvCacheMeta')).toBeNull();
  });

  it("at real scale: 8 MB default limit under Chromium's quota, a 9th 1 MB day evicts 5", () => {
    const { cache, storage, tick } = setup();
    const megabyteDay = payload('A'.repeat(494_000)); // 494,000 characters = 0.99 MB of UTF-16
    for (let i = 1; i <= 7; i++) {
      expect(cache.set(storeDayId('s', day(i)), megabyteDay)).toBe(true);
      tick();
    }
    const stats = cache.stats();
    expect(stats.entries).toBe(7);
    expect(stats.percent).toBeGreaterThan(80);
    expect(stats.warning).toBe(true);
    expect(cache.set(storeDayId('s', day(8)), megabyteDay)).toBe(true);
    expect(cache.stats().entries).toBe(8);
    // The 9th would pass 8 MB: the 5 oldest go first.
    expect(cache.set(storeDayId('s', day(9)), megabyteDay)).toBe(true);
    expect(cache.details().map((d) => d.date)).toEqual([day(9), day(8), day(7), day(6)]);
    expect(storageChars(storage) * 2).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it('formats MB for the clear dialog', () => {
    expect(formatMegabytes(8 * 1024 * 1024)).toBe('8.00 MB');
    expect(formatMegabytes(1_572_864)).toBe('1.50 MB');
  });
});
