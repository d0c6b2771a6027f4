import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createMemoryStorage } from '../adapters/storage';
import { readThemeInput, themeBrowserDefaults } from '../adapters/theme';
import { replayPaths, shortestPathByState, shortestPathsReport, shortestPathsWithContext } from '../testing';
import { themeGraph } from './theme.graph';
import { BRAND_SWITCH_MS, themeMachine } from './theme.machine';

/** A matchMedia whose dark preference the test flips, with listeners like a browser's. */
function fakeMatchMedia(dark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const mql = {
    get matches() {
      return dark;
    },
    addEventListener: (_: 'change', cb: (e: { matches: boolean }) => void) => void listeners.add(cb),
    removeEventListener: (_: 'change', cb: (e: { matches: boolean }) => void) => void listeners.delete(cb),
  };
  return {
    matchMedia: (query: string) => {
      expect(query).toBe('(prefers-color-scheme: dark)');
      return mql;
    },
    setDark(value: boolean) {
      dark = value;
      for (const l of listeners) l({ matches: value });
    },
    listeners,
  };
}

function start(initial: Record<string, string>, systemDark: boolean) {
  const storage = createMemoryStorage(initial);
  const media = fakeMatchMedia(systemDark);
  const clock = new SimulatedClock();
  const machine = themeMachine.provide(themeBrowserDefaults({ storage, matchMedia: () => media.matchMedia }));
  const actor = createActor(machine, { input: readThemeInput(storage, media.matchMedia), clock }).start();
  return { actor, storage, media, clock, ctx: () => actor.getSnapshot().context };
}

describe('theme machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const system = shortestPathsReport(themeMachine, themeGraph);
    expect(system.unreachable).toEqual([]);
    expect(system.untaken).toEqual([]);
    const { paths, replay } = system;
    expect(shortestPathByState(themeMachine, system.paths)).toEqual({
      brand: '',
      'brand.ready': '',
      'brand.switchingBrand': 'theme.brand',
      mode: '',
      'mode.followingSystem': '',
      'mode.userChosen': 'theme.mode',
    });
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    const noop = () => {};
    expect(
      await replayPaths(themeMachine, paths, {
        input: replay.input,
        actions: { persistMode: noop, persistBrand: noop },
      }),
    ).toBeGreaterThan(0);
    const withContext = shortestPathsWithContext(themeMachine, replay);
    expect(
      await replayPaths(themeMachine, withContext, {
        input: replay.input,
        actions: { persistMode: noop, persistBrand: noop },
        compareContext: true,
      }),
    ).toBeGreaterThan(0);
  });

  it('mode from the stored choice, else the system preference; brand from selectedBrand', () => {
    expect(start({ themeMode: 'light' }, true).ctx()).toMatchObject({ mode: 'light', brand: 'default' });
    expect(start({ themeMode: 'dark', selectedBrand: 'tech-teal' }, false).ctx()).toMatchObject({
      mode: 'dark',
      brand: 'tech-teal',
    });
    expect(start({}, true).ctx().mode).toBe('dark');
    expect(start({ themeMode: 'purple' }, false).ctx().mode).toBe('light');
    expect(start({ themeMode: 'dark' }, false).actor.getSnapshot().value).toEqual({
      mode: 'userChosen',
      brand: 'ready',
    });
  });

  it('follows system changes until the user picks, then stores the choice and stops listening', () => {
    const { actor, media, storage, ctx } = start({}, false);
    expect(actor.getSnapshot().value).toEqual({ mode: 'followingSystem', brand: 'ready' });
    expect(media.listeners.size).toBe(1);
    media.setDark(true);
    expect(ctx().mode).toBe('dark');
    media.setDark(false);
    expect(ctx().mode).toBe('light');
    expect(storage.getItem('themeMode')).toBeNull();
    actor.send({ type: 'theme.toggle' });
    expect(ctx().mode).toBe('dark');
    expect(storage.getItem('themeMode')).toBe('dark');
    expect(actor.getSnapshot().value).toEqual({ mode: 'userChosen', brand: 'ready' });
    expect(media.listeners.size).toBe(0);
    media.setDark(false);
    expect(ctx().mode).toBe('dark');
    actor.send({ type: 'theme.mode', mode: 'light' });
    expect(ctx().mode).toBe('light');
    expect(storage.getItem('themeMode')).toBe('light');
  });

  it('a stored choice ignores the system from the start', () => {
    const { media, ctx } = start({ themeMode: 'light' }, false);
    expect(media.listeners.size).toBe(0);
    media.setDark(true);
    expect(ctx().mode).toBe('light');
  });

  it('switching brand passes through switchingBrand, then stores selectedBrand', () => {
    const { actor, clock, storage, ctx } = start({}, false);
    actor.send({ type: 'theme.brand', brand: 'default' });
    expect(actor.getSnapshot().value).toEqual({ mode: 'followingSystem', brand: 'ready' });
    actor.send({ type: 'theme.brand', brand: 'modern-purple' });
    expect(actor.getSnapshot().value).toEqual({ mode: 'followingSystem', brand: 'switchingBrand' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(ctx()).toMatchObject({ brand: 'default', pendingBrand: 'modern-purple' });
    clock.increment(BRAND_SWITCH_MS - 1);
    actor.send({ type: 'theme.brand', brand: 'modern-purple' });
    clock.increment(1);
    expect(ctx().brand).toBe('modern-purple');
    actor.send({ type: 'theme.brand', brand: 'tech-teal' });
    clock.increment(BRAND_SWITCH_MS - 1);
    // A newer pick restarts the switch.
    actor.send({ type: 'theme.brand', brand: 'warm-orange' });
    clock.increment(BRAND_SWITCH_MS - 1);
    expect(ctx().brand).toBe('modern-purple');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ mode: 'followingSystem', brand: 'ready' });
    expect(ctx()).toMatchObject({ brand: 'warm-orange', pendingBrand: null });
    expect(storage.getItem('selectedBrand')).toBe('warm-orange');
  });
});
