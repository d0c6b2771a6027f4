/**
 * The browser's local storage, behind the smallest interface the machines need. The machines never
 * touch `window.localStorage` themselves: the browser default below is injected through `.provide()`,
 * tests and stories inject `createMemoryStorage()`.
 */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every key this product writes. Product-prefixed, except the spec's plain `selectedBrand` and `themeMode`. */
export const storageKeys = {
  selectedCompany: 'storeOps.selectedCompany',
  selectedStore: 'storeOps.selectedStore',
  selectedDate: 'storeOps.selectedDate',
  /** The id of the user the stored selection belongs to (a different user resets it). */
  selectionUserId: 'storeOps.selectionUserId',
  chatHistory: 'storeOps.chatHistory',
  modelPath: 'storeOps.modelPath',
  selectedBrand: 'selectedBrand',
  themeMode: 'themeMode',
  csvCachePrefix: 'storeOps.csvCache.',
  csvCacheMeta: 'storeOps.csvCacheMeta',
} as const;

/** Chromium's local-storage quota per origin, in characters (each stored as 2 bytes of UTF-16). */
export const CHROMIUM_QUOTA_CHARS = 5_242_880;

/** Characters a storage holds, keys included: what a browser counts against its quota. */
export function storageChars(storage: StorageLike): number {
  let chars = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null) continue;
    chars += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return chars;
}

/** The error a browser throws when a write would exceed its quota. */
export function quotaExceededError(): Error {
  const message = "Failed to execute 'setItem' on 'Storage': the quota has been exceeded.";
  if (typeof DOMException === 'function') return new DOMException(message, 'QuotaExceededError');
  const error = new Error(message);
  error.name = 'QuotaExceededError';
  return error;
}

export function isQuotaExceededError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/**
 * An in-memory Storage that behaves like a browser's: insertion-ordered keys, string values, and a
 * quota in characters (keys included) whose overflow throws `QuotaExceededError` and leaves the old
 * value in place. Default quota: Chromium's 5,242,880 characters.
 */
export function createMemoryStorage(
  initial: Record<string, string> = {},
  options: { quotaChars?: number } = {},
): StorageLike & { clear(): void; readonly usedChars: number; readonly quotaChars: number } {
  const quotaChars = options.quotaChars ?? CHROMIUM_QUOTA_CHARS;
  const map = new Map<string, string>(Object.entries(initial));
  let used = 0;
  for (const [k, v] of map) used += k.length + v.length;
  return {
    get length() {
      return map.size;
    },
    get usedChars() {
      return used;
    },
    quotaChars,
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      const k = String(key);
      const v = String(value);
      const previous = map.get(k);
      const next = used - (previous === undefined ? 0 : k.length + previous.length) + k.length + v.length;
      if (next > quotaChars) throw quotaExceededError();
      map.set(k, v);
      used = next;
    },
    removeItem(key) {
      const previous = map.get(key);
      if (previous === undefined) return;
      map.delete(key);
      used -= key.length + previous.length;
    },
    clear() {
      map.clear();
      used = 0;
    },
  };
}

/** `window.localStorage` when there is one (and it is usable), else an in-memory stand-in. */
export function browserStorage(): StorageLike {
  try {
    const ls = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (ls) return ls;
  } catch {
    // Access can throw (e.g. storage disabled); fall through to memory.
  }
  if (!fallbackStorage) fallbackStorage = createMemoryStorage();
  return fallbackStorage;
}
let fallbackStorage: StorageLike | undefined;

/** Reads a key, never throwing. */
export function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; a failure (quota, disabled storage) is logged, never thrown. */
export function writeItem(storage: StorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    console.error(`Failed to write ${key} to storage`, error);
    return false;
  }
}

/** Reads and parses a JSON key; anything unparsable is `null`. */
export function readJson(storage: StorageLike, key: string): unknown {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
