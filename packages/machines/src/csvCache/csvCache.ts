import { type StoreDayId, storeDayId, type Weather } from '@store-ops/domain';
import {
  entryChars,
  isQuotaExceededError,
  type StorageLike,
  storageChars,
  storageKeys,
} from '../adapters/storage';
import { messages } from '../messages';

/** 8 MB in UTF-16 bytes: 4,194,304 stored characters, under Chromium's 5,242,880-character quota. */
export const CACHE_MAX_BYTES = 8 * 1024 * 1024;
export const CACHE_MAX_ENTRIES = 100;
export const CACHE_EVICT_COUNT = 5;
export const CACHE_QUOTA_EVICT_COUNT = 10;
export const CACHE_WARNING_PERCENT = 80;
export const CACHE_VERSION = '1.0';
export const NO_STORE_KEY = 'no-store';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** `storeOps.csvCache.{date}.{storeId|no-store}`; throws on a missing or malformed date. */
export function csvCacheKey(date: string | null | undefined, storeId?: string | number | null): string {
  if (!date || typeof date !== 'string') throw new Error(messages.cacheKeyDateRequired);
  if (!DATE_RE.test(date)) throw new Error(messages.cacheKeyDateFormat);
  const store = storeId === null || storeId === undefined || storeId === '' ? NO_STORE_KEY : String(storeId);
  return `${storageKeys.csvCachePrefix}${date}.${store}`;
}

/**
 * What the cache stores for a store-day: its CSV files packed into one string (`packCsvFiles` of
 * the domain: gzip, base64), their names, and the day's weather. Packing is the caller's (it is
 * asynchronous, and the app does it in its report worker); the cache itself stays synchronous.
 */
export interface CsvCachePayload {
  /** The CSV files, packed. */
  data: string;
  /** The packed files' names (the details dialog counts them as sections). */
  files: string[];
  weather: Weather[];
}

export interface CsvCacheEntry extends CsvCachePayload {
  /** The entry's store-day (the details list reads it); absent in entries older browsers stored. */
  storeDay?: StoreDayId;
  timestamp: number;
  version: string;
  accessCount: number;
  lastAccessed: number;
}

export interface CsvCacheHit extends CsvCachePayload {
  timestamp: number;
  accessCount: number;
  lastAccessed: number;
}

export interface CsvCacheStats {
  entries: number;
  /** UTF-16 bytes of the cache's own keys and values (entries plus metadata). */
  bytes: number;
  /** UTF-16 bytes of everything in the storage (what the browser's quota and the 8 MB rule count). */
  storageBytes: number;
  /** `storageBytes` as a percent of the 8 MB limit, one decimal. */
  percent: number;
  totalAccesses: number;
  status: 'Active' | 'Empty';
  /** True above 80%. */
  warning: boolean;
}

export interface CsvCacheDetail {
  key: string;
  date: string;
  storeId: string;
  sectionCount: number;
  bytes: number;
  timestamp: number;
  accessCount: number;
  lastAccessed: number;
}

interface Meta {
  accessCount: number;
  lastAccessed: number;
}

export interface CsvCacheOptions {
  now?: () => number;
  logger?: Pick<Console, 'error' | 'warn'>;
  maxBytes?: number;
  maxEntries?: number;
}

/** The cache's entries by store-day; a store-day without a date, or with a malformed one, throws. */
export interface CsvCache {
  get(storeDay: StoreDayId): CsvCacheHit | null;
  set(storeDay: StoreDayId, payload: CsvCachePayload): boolean;
  remove(storeDay: StoreDayId): void;
  stats(): CsvCacheStats;
  details(): CsvCacheDetail[];
  /** Removes every entry and the metadata; returns how many entries went. */
  clear(): number;
  /** Evicts `count` entries, least recently accessed first, then lowest access count; returns the keys. */
  evict(count: number): string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Where a store-day's entry is stored. */
const keyOf = (storeDay: StoreDayId) => csvCacheKey(storeDay.date, storeDay.storeId);

/** The entry's store-day when it is the one stored under `key`; null when it has none (an older entry). */
function storeDayAt(key: string, entry: CsvCacheEntry): StoreDayId | null {
  const id: unknown = entry.storeDay;
  if (!isObject(id) || typeof id.date !== 'string') return null;
  if (id.storeId !== null && typeof id.storeId !== 'string') return null;
  try {
    const storeDay = storeDayId(id.storeId, id.date);
    return keyOf(storeDay) === key ? storeDay : null;
  } catch {
    return null;
  }
}

const filesOf = (entry: CsvCacheEntry): string[] =>
  Array.isArray(entry.files) ? entry.files.filter((f) => typeof f === 'string') : [];

export function createCsvCache(storage: StorageLike, options: CsvCacheOptions = {}): CsvCache {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;
  const maxBytes = options.maxBytes ?? CACHE_MAX_BYTES;
  const maxEntries = options.maxEntries ?? CACHE_MAX_ENTRIES;
  const prefix = storageKeys.csvCachePrefix;
  const metaKey = storageKeys.csvCacheMeta;

  const keys = (): string[] => {
    const out: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k?.startsWith(prefix)) out.push(k);
    }
    return out;
  };

  const readMeta = (): Record<string, Meta> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(metaKey) ?? '{}');
      return isObject(parsed) ? (parsed as Record<string, Meta>) : {};
    } catch {
      return {};
    }
  };
  const writeMeta = (meta: Record<string, Meta>) => {
    try {
      if (Object.keys(meta).length === 0) storage.removeItem(metaKey);
      else storage.setItem(metaKey, JSON.stringify(meta));
    } catch (error) {
      logger.error(messages.cacheWriteFailedLog, error);
    }
  };

  const readEntry = (key: string): CsvCacheEntry | null => {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    // Valid only with both data (the packed files) and a timestamp.
    const valid =
      isObject(parsed) &&
      typeof parsed.data === 'string' &&
      parsed.data !== '' &&
      typeof parsed.timestamp === 'number';
    if (!valid) {
      removeKey(key);
      return null;
    }
    return parsed as unknown as CsvCacheEntry;
  };

  const removeKey = (key: string) => {
    storage.removeItem(key);
    const meta = readMeta();
    if (key in meta) {
      delete meta[key];
      writeMeta(meta);
    }
  };

  const metaFor = (key: string, meta: Record<string, Meta>, entry?: CsvCacheEntry | null): Meta =>
    meta[key] ?? { accessCount: entry?.accessCount ?? 0, lastAccessed: entry?.lastAccessed ?? 0 };

  const evict = (count: number): string[] => {
    const meta = readMeta();
    const ranked = keys()
      .map((key) => {
        const m =
          meta[key] ??
          (() => {
            const e = readEntry(key);
            return e ? metaFor(key, meta, e) : null;
          })();
        return m ? { key, ...m } : null;
      })
      .filter((x): x is { key: string } & Meta => x !== null)
      .sort((a, b) => a.lastAccessed - b.lastAccessed || a.accessCount - b.accessCount);
    const victims = ranked.slice(0, count).map((r) => r.key);
    for (const key of victims) {
      storage.removeItem(key);
      delete meta[key];
    }
    writeMeta(meta);
    return victims;
  };

  return {
    get(storeDay) {
      const key = keyOf(storeDay);
      const entry = readEntry(key);
      if (!entry) return null;
      const meta = readMeta();
      const previous = metaFor(key, meta, entry);
      const updated = { accessCount: previous.accessCount + 1, lastAccessed: now() };
      meta[key] = updated;
      writeMeta(meta);
      return {
        data: entry.data,
        files: filesOf(entry),
        weather: Array.isArray(entry.weather) ? entry.weather : [],
        timestamp: entry.timestamp,
        ...updated,
      };
    },

    set(storeDay, payload) {
      const key = keyOf(storeDay);
      const at = now();
      const entry: CsvCacheEntry = {
        storeDay: storeDayId(storeDay.storeId, storeDay.date),
        data: payload.data,
        files: payload.files,
        weather: payload.weather,
        timestamp: at,
        version: CACHE_VERSION,
        accessCount: 0,
        lastAccessed: at,
      };
      const value = JSON.stringify(entry);
      const existing = keys();
      const isNew = !existing.includes(key);
      const previousChars = isNew ? 0 : entryChars(storage, key, storage.getItem(key));
      const projectedBytes = (storageChars(storage) - previousChars + entryChars(storage, key, value)) * 2;
      if (projectedBytes > maxBytes || existing.length + (isNew ? 1 : 0) > maxEntries) {
        evict(CACHE_EVICT_COUNT);
      }
      const write = () => {
        storage.setItem(key, value);
        const meta = readMeta();
        meta[key] = { accessCount: 0, lastAccessed: at };
        writeMeta(meta);
      };
      try {
        write();
        return true;
      } catch (error) {
        if (!isQuotaExceededError(error)) {
          logger.error(messages.cacheWriteFailedLog, error);
          return false;
        }
      }
      evict(CACHE_QUOTA_EVICT_COUNT);
      try {
        write();
        return true;
      } catch (error) {
        logger.error(messages.cacheQuotaFailedLog, error);
        return false;
      }
    },

    remove(storeDay) {
      removeKey(keyOf(storeDay));
    },

    stats() {
      const meta = readMeta();
      const entryKeys = keys();
      let chars = 0;
      let totalAccesses = 0;
      for (const key of entryKeys) {
        chars += entryChars(storage, key, storage.getItem(key));
        totalAccesses += meta[key]?.accessCount ?? 0;
      }
      const metaRaw = storage.getItem(metaKey);
      if (metaRaw !== null) chars += entryChars(storage, metaKey, metaRaw);
      const storageBytes = storageChars(storage) * 2;
      const percent = Math.round((storageBytes / maxBytes) * 1000) / 10;
      return {
        entries: entryKeys.length,
        bytes: chars * 2,
        storageBytes,
        percent,
        totalAccesses,
        status: entryKeys.length > 0 ? 'Active' : 'Empty',
        warning: percent > CACHE_WARNING_PERCENT,
      };
    },

    details() {
      const meta = readMeta();
      const out: CsvCacheDetail[] = [];
      for (const key of keys()) {
        const raw = storage.getItem(key) ?? '';
        const entry = readEntry(key);
        if (!entry) continue;
        // An entry that does not name its store-day (an older browser's) is dropped: it reloads.
        const storeDay = storeDayAt(key, entry);
        if (!storeDay) {
          removeKey(key);
          continue;
        }
        const m = metaFor(key, meta, entry);
        out.push({
          key,
          date: storeDay.date,
          storeId: storeDay.storeId ?? NO_STORE_KEY,
          sectionCount: filesOf(entry).length,
          bytes: entryChars(storage, key, raw) * 2,
          timestamp: entry.timestamp,
          accessCount: m.accessCount,
          lastAccessed: m.lastAccessed,
        });
      }
      return out.sort((a, b) => b.date.localeCompare(a.date) || a.storeId.localeCompare(b.storeId));
    },

    clear() {
      const all = keys();
      for (const key of all) storage.removeItem(key);
      storage.removeItem(metaKey);
      return all.length;
    },

    evict,
  };
}

/** `12.3 MB`-style size for the panel (MB = 1024 x 1024 bytes, two decimals). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
