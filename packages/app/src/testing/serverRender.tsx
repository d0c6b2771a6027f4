import { createMemoryStorage, type StorageLike } from '@store-ops/machines';
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
  } = {},
): { localStorage: StorageLike; sessionStorage: StorageLike } {
  const localStorage = createMemoryStorage(options.local);
  const sessionStorage = createMemoryStorage(options.session);
  vi.stubGlobal('window', { location: { pathname: options.path ?? '/chat' } });
  // Only when asked: a `document` global makes styled-components render as in a browser.
  if (options.cookie !== undefined) vi.stubGlobal('document', { cookie: options.cookie });
  vi.stubGlobal('localStorage', localStorage);
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
