import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, CHUNK_RELOAD_WINDOW_MS, lazyWithReload, reloadOnce } from './lazyWithReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}
const Hello = ({ who }: { who: string }) => <p>Hello {who}</p>;
const render = (node: React.ReactNode) => renderToString(<Suspense fallback={<i>wait</i>}>{node}</Suspense>);

describe('lazyWithReload', () => {
  it('renders a preloaded module at once (no suspense, so no fallback throttle)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyWithReload(load, memoryStorage());
    await Lazy.preload();
    expect(render(<Lazy who="Sam" />)).toBe('<!--$--><p>Hello <!-- -->Sam</p><!--/$-->');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on a module not loaded yet', () => {
    const Lazy = lazyWithReload(() => new Promise<{ default: typeof Hello }>(() => {}), memoryStorage());
    expect(render(<Lazy who="Sam" />)).toContain('<i>wait</i>');
  });

  it('reloads the page once when the module fails, then lets the error through within the window', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const failing = () => Promise.reject(new Error('chunk gone'));
    const first = lazyWithReload(failing, storage, reload, () => now);
    void first.preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBe(String(now));

    now += CHUNK_RELOAD_WINDOW_MS - 1;
    const second = lazyWithReload(failing, storage, reload, () => now);
    await expect(second.preload()).rejects.toThrow('chunk gone');
    // The same rejection every time (the error boundary shows it; no new load, no loop).
    await expect(second.preload()).rejects.toThrow('chunk gone');
    expect(reload).toHaveBeenCalledTimes(1);

    now += CHUNK_RELOAD_WINDOW_MS + 1;
    const later = lazyWithReload(failing, storage, reload, () => now);
    void later.preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('reloadOnce (start-up stages): reloads, then not again within the window, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, () => 5_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBe('5000000');
    expect(reloadOnce(storage, reload, () => 5_000_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, () => 5_000_001 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
