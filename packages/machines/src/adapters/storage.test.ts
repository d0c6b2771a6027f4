import { storeDayId } from '@store-ops/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCsvCache } from '../csvCache/csvCache';
import {
  browserStorage,
  createMemoryStorage,
  deviceKeyOf,
  entryChars,
  forgetOtherUsers,
  setStorageOwner,
  storageChars,
  storageKeys,
  userStorage,
} from './storage';

const entries = (s: { length: number; key(i: number): string | null; getItem(k: string): string | null }) =>
  Object.fromEntries(
    Array.from({ length: s.length }, (_, i) => s.key(i) as string).map((k) => [k, s.getItem(k)]),
  );

describe('per-user storage (shared devices)', () => {
  it("keeps each user's product keys under their prefix and hides other users' keys", () => {
    const base = createMemoryStorage({ selectedBrand: 'tech-teal', 'storeOps.u9.chatHistory': '["nine"]' });
    let owner: number | null = 2;
    const view = userStorage(base, () => owner);
    view.setItem(storageKeys.chatHistory, '["two"]');
    view.setItem(storageKeys.selectedStore, '3');
    view.setItem('themeMode', 'dark');
    expect(entries(base)).toEqual({
      selectedBrand: 'tech-teal',
      'storeOps.u9.chatHistory': '["nine"]',
      'storeOps.u2.chatHistory': '["two"]',
      'storeOps.u2.selectedStore': '3',
      themeMode: 'dark',
    });
    // The view: this user's keys under their plain names, device keys, nobody else's.
    expect(entries(view)).toEqual({
      selectedBrand: 'tech-teal',
      'storeOps.chatHistory': '["two"]',
      'storeOps.selectedStore': '3',
      themeMode: 'dark',
    });
    owner = 9;
    expect(view.getItem(storageKeys.chatHistory)).toBe('["nine"]');
    expect(view.getItem(storageKeys.selectedStore)).toBeNull();
    // Signed out: product keys are absent and writes go nowhere; device keys still work.
    owner = null;
    expect(view.getItem(storageKeys.chatHistory)).toBeNull();
    view.setItem(storageKeys.chatHistory, '["anyone"]');
    view.removeItem(storageKeys.selectedStore);
    expect(base.getItem('storeOps.u2.selectedStore')).toBe('3');
    expect(view.getItem('themeMode')).toBe('dark');
    expect(entries(view)).toEqual({ selectedBrand: 'tech-teal', themeMode: 'dark' });
  });

  it('the CSV cache over a user view counts and clears only that user’s entries', () => {
    const base = createMemoryStorage();
    let owner: number | null = 1;
    const cache = createCsvCache(
      userStorage(base, () => owner),
      { now: () => 1_000 },
    );
    const payload = { data: 'packed', files: ['sales.csv'], weather: [] };
    cache.set(storeDayId('3', '2026-11-20'), payload);
    owner = 2;
    cache.set(storeDayId('5', '2026-11-20'), payload);
    cache.set(storeDayId('5', '2026-11-21'), payload);
    expect(cache.stats().entries).toBe(2);
    expect(cache.get(storeDayId('3', '2026-11-20'))).toBeNull();
    expect(cache.clear()).toBe(2);
    owner = 1;
    expect(cache.stats().entries).toBe(1);
    expect(Object.keys(entries(base))).toEqual([
      'storeOps.u1.csvCache.2026-11-20.3',
      'storeOps.u1.csvCacheMeta',
    ]);
  });

  it('forgetOtherUsers removes every product key but the kept user’s (older unprefixed keys too)', () => {
    const base = createMemoryStorage({
      'storeOps.u1.chatHistory': 'a',
      'storeOps.u12.chatHistory': 'b',
      'storeOps.chatHistory': 'legacy',
      'storeOps.sessionHint': '1',
      selectedBrand: 'default',
      themeMode: 'light',
    });
    // u1's prefix is not u12's.
    expect(forgetOtherUsers(base, 1)).toBe(3);
    expect(Object.keys(entries(base))).toEqual(['storeOps.u1.chatHistory', 'selectedBrand', 'themeMode']);
    expect(forgetOtherUsers(base, null)).toBe(1);
    expect(Object.keys(entries(base))).toEqual(['selectedBrand', 'themeMode']);
  });
});

describe('browserStorage and setStorageOwner', () => {
  afterEach(() => {
    setStorageOwner(null, { forget: false });
    vi.unstubAllGlobals();
  });

  it('a sign-in keeps only that user’s data; a sign-out removes everyone’s; a visitor removes nothing', () => {
    const local = createMemoryStorage({ 'storeOps.u7.selectedDate': '2026-11-01', themeMode: 'dark' });
    vi.stubGlobal('localStorage', local);
    const storage = browserStorage();
    // A visitor's page (nobody signed in yet): nothing is read, nothing is removed.
    setStorageOwner(null);
    expect(storage.getItem(storageKeys.selectedDate)).toBeNull();
    expect(local.getItem('storeOps.u7.selectedDate')).toBe('2026-11-01');
    // User 7 signs in again: their data is there.
    setStorageOwner(7);
    expect(storage.getItem(storageKeys.selectedDate)).toBe('2026-11-01');
    expect(deviceKeyOf(storageKeys.modelPath)).toBe('storeOps.u7.modelPath');
    expect(deviceKeyOf('themeMode')).toBe('themeMode');
    storage.setItem(storageKeys.chatHistory, '["seven"]');
    // An impersonation (or another user signing in): user 7's data goes.
    setStorageOwner(8);
    expect(Object.keys(entries(local))).toEqual(['themeMode']);
    storage.setItem(storageKeys.chatHistory, '["eight"]');
    // Sign-out: every user's data goes; the device's theme stays.
    setStorageOwner(null, { forget: true });
    expect(entries(local)).toEqual({ themeMode: 'dark' });
  });
});

describe('sizes in a user view are the sizes the browser counts', () => {
  it('storageChars counts the whole storage; entryChars the key under its real name', () => {
    const base = createMemoryStorage({ 'storeOps.u3.other': 'x'.repeat(10), themeMode: 'dark' });
    const view = userStorage(base, () => 7);
    view.setItem('storeOps.chatHistory', 'abc');
    // 'storeOps.u3.other' (17) + 10, 'themeMode' (9) + 4, 'storeOps.u7.chatHistory' (23) + 3
    expect(storageChars(view)).toBe(17 + 10 + 9 + 4 + 23 + 3);
    expect(entryChars(view, 'storeOps.chatHistory', 'abc')).toBe(23 + 3);
    expect(entryChars(base, 'storeOps.chatHistory', 'abc')).toBe(20 + 3);
  });
});
