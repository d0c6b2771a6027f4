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
  /** When this is a view of a larger storage (one user's keys): that storage, whose quota counts all. */
  readonly whole?: StorageLike;
  /** For a view: the name `key` has in the whole storage (what its size counts). */
  wholeKey?(key: string): string;
}

/** Characters a key and its value take in the storage a browser counts (the whole one, for a view). */
export function entryChars(storage: StorageLike, key: string, value: string | null): number {
  return (storage.wholeKey?.(key) ?? key).length + (value?.length ?? 0);
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

/**
 * Characters a storage holds, keys included: what a browser counts against its quota. For a view
 * (one user's keys), the whole storage it is part of: the quota is the origin's, not the user's.
 */
export function storageChars(storage: StorageLike): number {
  const all = storage.whole ?? storage;
  let chars = 0;
  for (let i = 0; i < all.length; i++) {
    const key = all.key(i);
    if (key === null) continue;
    chars += key.length + (all.getItem(key)?.length ?? 0);
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
export function deviceStorage(): StorageLike {
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

// ---- per-user storage (a store's back-office PC is shared) -------------------------------------

const PRODUCT_PREFIX = 'storeOps.';
/** Where one user's keys live: `storeOps.u{id}.` followed by the key's name after `storeOps.`. */
export const userKeyPrefix = (userId: number) => `${PRODUCT_PREFIX}u${userId}.`;

/**
 * A view of `base` for one user: every product key (`storeOps.*`: selections, chat history, model
 * choice, cached store-days) is stored under that user's prefix, and other users' keys are not in
 * it at all; other keys (the spec's device-wide `selectedBrand` and `themeMode`) pass through. With
 * no user (signed out) product keys read as absent and writes are dropped.
 */
export function userStorage(base: StorageLike, owner: () => number | null): StorageLike {
  const toBase = (key: string): string | null => {
    if (!key.startsWith(PRODUCT_PREFIX)) return key;
    const id = owner();
    return id === null ? null : userKeyPrefix(id) + key.slice(PRODUCT_PREFIX.length);
  };
  /** The view's keys, in the base's order. */
  const visible = (): string[] => {
    const id = owner();
    const mine = id === null ? null : userKeyPrefix(id);
    const keys: string[] = [];
    for (let i = 0; i < base.length; i++) {
      const key = base.key(i);
      if (key === null) continue;
      if (!key.startsWith(PRODUCT_PREFIX)) keys.push(key);
      else if (mine && key.startsWith(mine)) keys.push(PRODUCT_PREFIX + key.slice(mine.length));
    }
    return keys;
  };
  return {
    whole: base,
    wholeKey: (key) => toBase(key) ?? key,
    get length() {
      return visible().length;
    },
    key: (index) => visible()[index] ?? null,
    getItem(key) {
      const k = toBase(key);
      return k === null ? null : base.getItem(k);
    },
    setItem(key, value) {
      const k = toBase(key);
      if (k !== null) base.setItem(k, value);
    },
    removeItem(key) {
      const k = toBase(key);
      if (k !== null) base.removeItem(k);
    },
  };
}

/**
 * Removes every product key that is not `keep`'s (another user's, or one written before keys were
 * per user); with `keep` null, every product key. Device-wide keys stay. Returns how many went.
 */
export function forgetOtherUsers(base: StorageLike, keep: number | null): number {
  const mine = keep === null ? null : userKeyPrefix(keep);
  const gone: string[] = [];
  for (let i = 0; i < base.length; i++) {
    const key = base.key(i);
    if (key?.startsWith(PRODUCT_PREFIX) && !(mine && key.startsWith(mine))) gone.push(key);
  }
  for (const key of gone) base.removeItem(key);
  return gone.length;
}

let storageOwner: number | null = null;

/** The local-storage key `browserStorage()` keeps `key` under now (e.g. to match a `storage` event). */
export function deviceKeyOf(key: string): string | null {
  if (!key.startsWith(PRODUCT_PREFIX)) return key;
  return storageOwner === null ? null : userKeyPrefix(storageOwner) + key.slice(PRODUCT_PREFIX.length);
}

/**
 * The browser storage every machine uses by default: local storage seen as the signed-in user's
 * (see `userStorage`). The app names the user with `setStorageOwner` as the session changes.
 */
export function browserStorage(): StorageLike {
  return userStorage(deviceStorage(), () => storageOwner);
}

/**
 * Whose data the browser storage holds from now on. A user (signing in, an impersonation starting
 * or ending) keeps only their own product keys; `null` with `forget` (a sign-out, a session that
 * ended) removes every user's; `null` alone (a visitor's page, nobody signed in yet) removes nothing.
 */
export function setStorageOwner(userId: number | null, { forget = userId !== null } = {}): void {
  storageOwner = userId;
  if (forget) {
    try {
      forgetOtherUsers(deviceStorage(), userId);
    } catch (error) {
      console.error('Failed to clear the previous user data from storage', error);
    }
  }
}

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
