import { browserStorage, createMemoryStorage, type StorageLike, setStorageOwner } from '@store-ops/machines';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * Unit tests of the app's providers and hooks in Node, without a DOM: react-dom/server renders once
 * and runs no effects, so the actors are created (their initial snapshot is readable) but never
 * started, and nothing fetches. The globals the providers read at render (`window.location`,
 * `localStorage`, `sessionStorage`, `document.cookie`) are stubbed per test; call `vi.unstubAllGlobals()` after each.
 */
export function stubBrowser(
  options: {
    path?: string;
    local?: Record<string, string>;
    session?: Record<string, string>;
    /** `document.cookie` as a page script reads it, e.g. `session_hint=1`. */
    cookie?: string;
    /** Whose data the browser storage holds (default 1). */
    userId?: number;
  } = {},
): { localStorage: StorageLike; sessionStorage: StorageLike } {
  const raw = createMemoryStorage();
  const sessionStorage = createMemoryStorage(options.session);
  vi.stubGlobal('window', { location: { pathname: options.path ?? '/chat' } });
  vi.stubGlobal('localStorage', raw);
  // The signed-in user whose data the storage holds (keys are per user).
  setStorageOwner(options.userId ?? 1, { forget: false });
  // `local` and the returned storage use the product's key names, as the machines see them.
  const localStorage = browserStorage();
  for (const [key, value] of Object.entries(options.local ?? {})) localStorage.setItem(key, value);
  // Only when asked: a `document` global makes styled-components render as in a browser.
  if (options.cookie !== undefined) vi.stubGlobal('document', { cookie: options.cookie });
  vi.stubGlobal('sessionStorage', sessionStorage);
  return { localStorage, sessionStorage };
}

/** Renders `use()` inside `wrap` and returns what it returned (or throws what it threw). */
export function renderHook<T>(use: () => T, wrap: (children: ReactNode) => ReactNode = (c) => c): T {
  const seen: { value?: T } = {};
  function Probe() {
    seen.value = use();
    return null;
  }
  renderToString(wrap(<Probe />));
  return seen.value as T;
}

/** The message of the error `fn` throws; fails the test when it throws nothing. */
export function errorMessageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected an error, none was thrown');
}
