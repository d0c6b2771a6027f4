// QA/Theme: the real theme machine behind the real ThemeRoot around the Settings screen, whose
// Appearance section (brand, mode) sends the machine's events as the app's Settings route does. The
// machine's browser implementations run over an in-memory storage (the stored `themeMode` and
// `selectedBrand`) and a system colour scheme QA flips from the panel; the brand switch's short
// loading state lasts 300 ms on a simulated clock QA advances.
import {
  createMemoryStorage,
  readThemeInput,
  type StorageLike,
  themeBrowserDefaults,
  themeMachine,
} from '@store-ops/machines';
import { Button, isBrandId, SettingsScreen, type SettingsScreenProps, ThemeRoot } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { expectNoDeadEnds } from './machineInspector';
import { clearStaleAnnouncements, expectState, press, QaPanel } from './qa';

/**
 * A `matchMedia` for `(prefers-color-scheme: dark)` whose answer QA flips, telling its listeners; the
 * panel watches whether the machine listens (`watch`, `listening`).
 */
function createSystemScheme(dark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const watchers = new Set<() => void>();
  const changed = () => {
    for (const watcher of watchers) watcher();
  };
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: 'change', listener: (e: { matches: boolean }) => void) => {
      listeners.add(listener);
      changed();
    },
    removeEventListener: (_: 'change', listener: (e: { matches: boolean }) => void) => {
      listeners.delete(listener);
      changed();
    },
  };
  return {
    matchMedia: (_query: string) => query,
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener({ matches: next });
    },
    listening: () => listeners.size > 0,
    watch: (watcher: () => void) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

const noop = () => {};
/** The Settings screen's other sections, at rest (QA/Password change, QA/CSV cache show them working). */
const rest: Omit<SettingsScreenProps, 'appearance'> = {
  isAdmin: false,
  models: [],
  selectedModelPath: '/api/llm/chat/gpt-4o',
  onModelChange: noop,
  selector: {
    isAdmin: false,
    companies: [{ id: 1, name: 'Acme Burgers' }],
    stores: [{ id: 11, name: 'Uptown', city: 'Portland', state: 'OR', company_id: 1 }],
    selectedCompany: '1',
    selectedStore: '11',
    selectedDate: '2026-11-20',
    onCompanyChange: noop,
    onStoreChange: noop,
    onDateChange: noop,
  },
  cache: {
    stats: { entries: 0, bytes: 0, storageBytes: 0, limitBytes: 8 * 1_048_576, totalAccesses: 0 },
    details: [],
    onRefresh: noop,
    onClear: noop,
  },
  password: {
    status: 'idle',
    error: null,
    endedSessions: 0,
    isImpersonating: false,
    onSubmit: noop,
    onEdit: noop,
  },
};

const stored = (storage: StorageLike, key: string) => storage.getItem(key) ?? 'none';

interface ConnectedThemeProps {
  /** What local storage holds when the page opens. */
  initial: Record<string, string>;
  /** Whether the system prefers dark when the page opens. */
  systemDark: boolean;
}

function ConnectedTheme({ initial, systemDark }: ConnectedThemeProps) {
  const [{ storage, system, clock, machine }] = useState(() => {
    const storage = createMemoryStorage(initial);
    const system = createSystemScheme(systemDark);
    return {
      storage,
      system,
      clock: new SimulatedClock(),
      machine: themeMachine.provide(themeBrowserDefaults({ storage, matchMedia: () => system.matchMedia })),
    };
  });
  // As the app's ThemeProvider: the input from storage and the system preference.
  const actor = useActorRef(machine, { input: readThemeInput(storage, system.matchMedia), clock });
  const value = useSelector(actor, (s) => s.value);
  const { brand, mode, pendingBrand } = useSelector(actor, (s) => s.context);
  const isSwitchingBrand = useSelector(actor, (s) => s.matches({ brand: 'switchingBrand' }));
  const [elapsed, setElapsed] = useState(0);
  const listening = useSyncExternalStore(system.watch, system.listening);
  const applied = isBrandId(brand) ? brand : 'default';
  // As the Settings route's appearance: while switching, the select shows the brand being switched to.
  const shownBrand = pendingBrand ?? brand;
  return (
    <>
      <QaPanel state={value} inspect={actor}>
        <Button size="sm" variant="secondary" onPress={() => system.set(true)}>
          System prefers dark
        </Button>
        <Button size="sm" variant="secondary" onPress={() => system.set(false)}>
          System prefers light
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            clock.increment(100);
            setElapsed(clock.now());
          }}
        >
          Clock +100 ms
        </Button>
        Clock: <output data-testid="clock">{elapsed} ms</output>
        System listener: <output data-testid="listening">{listening ? 'on' : 'off'}</output>
        Stored: <output data-testid="stored-mode">themeMode={stored(storage, 'themeMode')}</output>
        <output data-testid="stored-brand">selectedBrand={stored(storage, 'selectedBrand')}</output>
      </QaPanel>
      <ThemeRoot brand={applied} mode={mode} withGlobalStyle={false}>
        <SettingsScreen
          {...rest}
          appearance={{
            brand: isBrandId(shownBrand) ? shownBrand : 'default',
            mode,
            isSwitchingBrand,
            onBrandChange: (next) => actor.send({ type: 'theme.brand', brand: next }),
            onModeChange: (next) => actor.send({ type: 'theme.mode', mode: next }),
          }}
        />
      </ThemeRoot>
    </>
  );
}

const meta = {
  title: 'QA/Theme',
  component: ConnectedTheme,
  parameters: { layout: 'fullscreen' },
  args: { initial: {}, systemDark: false },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedTheme>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ThemeRoot the machine drives (the nearest around the screen; Storybook's own is outside it). */
const themeRoot = (el: HTMLElement) =>
  el
    .querySelector('[data-component="SettingsScreen"]')!
    .closest<HTMLElement>('[data-component="ThemeRoot"]')!;
/** The theme the page shows: the ThemeRoot's brand and colour scheme. */
const expectApplied = (el: HTMLElement, brand: string, mode: string) =>
  waitFor(() => {
    expect(themeRoot(el).dataset.brand).toBe(brand);
    expect(themeRoot(el).dataset.colorScheme).toBe(mode);
  });
const fact = (el: HTMLElement, id: string) => within(el).getByTestId(id).textContent;
const appearance = (el: HTMLElement) =>
  within(within(el).getByRole('heading', { name: 'Appearance' }).closest('section') as HTMLElement);
const brandValue = (el: HTMLElement) =>
  appearance(el).getByRole('button', { name: /Brand/ }).querySelector('.so-item-label')?.textContent;
const pickBrand = async (el: HTMLElement, name: string) => {
  await userEvent.click(appearance(el).getByRole('button', { name: /Brand/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: new RegExp(`^${name}`) }));
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
};

/**
 * With no stored choice the mode follows the system, until the user picks one (then stored and kept).
 *
 * How to reach each state:
 * 1. `{mode.followingSystem, brand.ready}` (light, the system listener on): on load.
 * 2. `{mode.followingSystem, brand.ready}` (dark, nothing stored): press **System prefers dark**.
 * 3. `{mode.userChosen, brand.ready}` (themeMode=light stored): in **Appearance** choose **Light**.
 * 4. `{mode.userChosen, brand.ready}` (still light): **System prefers light**, **System prefers dark**.
 */
export const FollowsTheSystem: Story = {
  name: 'Follows the system until the user picks',
  play: async ({ canvasElement: el, step }) => {
    await step('No stored choice: the mode follows the system preference (light)', async () => {
      await expectState({ mode: 'followingSystem', brand: 'ready' });
      await expectApplied(el, 'default', 'light');
      await expect(appearance(el).getByRole('radio', { name: 'Light' })).toBeChecked();
      await expect(fact(el, 'listening')).toBe('on');
      await expect(fact(el, 'stored-mode')).toBe('themeMode=none');
    });
    await step('The system turns dark: the page follows, nothing is stored', async () => {
      await press('System prefers dark');
      await expectApplied(el, 'default', 'dark');
      await expectState({ mode: 'followingSystem', brand: 'ready' });
      await expect(appearance(el).getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect(fact(el, 'stored-mode')).toBe('themeMode=none');
    });
    await step(
      'The user picks Light: userChosen, themeMode=light stored, the system no longer heard',
      async () => {
        await userEvent.click(appearance(el).getByRole('radio', { name: 'Light' }));
        await expectState({ mode: 'userChosen', brand: 'ready' });
        await expectApplied(el, 'default', 'light');
        await expect(fact(el, 'stored-mode')).toBe('themeMode=light');
        await expect(fact(el, 'listening')).toBe('off');
      },
    );
    await step('The system changes again: the stored choice stays', async () => {
      await press('System prefers light');
      await press('System prefers dark');
      await expectApplied(el, 'default', 'light');
      await expect(appearance(el).getByRole('radio', { name: 'Light' })).toBeChecked();
    });
  },
};

/**
 * A stored choice wins over the system.
 *
 * How to reach each state:
 * 1. `{mode.userChosen, brand.ready}` (dark Tech Teal, from storage): on load.
 * 2. `{mode.userChosen, brand.ready}` (still dark): in the QA panel press **System prefers light**.
 * 3. `{mode.userChosen, brand.ready}` (light, themeMode=light stored): in **Appearance** choose **Light**.
 */
export const StoredChoice: Story = {
  name: 'A stored choice wins over the system',
  args: { initial: { themeMode: 'dark', selectedBrand: 'tech-teal' }, systemDark: false },
  play: async ({ canvasElement: el, step }) => {
    await step('Stored themeMode=dark and selectedBrand=tech-teal: userChosen, dark Tech Teal', async () => {
      await expectState({ mode: 'userChosen', brand: 'ready' });
      await expectApplied(el, 'tech-teal', 'dark');
      await expect(brandValue(el)).toBe('Tech Teal');
      await expect(appearance(el).getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect(fact(el, 'listening')).toBe('off');
    });
    await step('The system prefers light: ignored', async () => {
      await press('System prefers light');
      await expectApplied(el, 'tech-teal', 'dark');
    });
    await step('The user picks Light: stored, applied', async () => {
      await userEvent.click(appearance(el).getByRole('radio', { name: 'Light' }));
      await expectApplied(el, 'tech-teal', 'light');
      await expect(fact(el, 'stored-mode')).toBe('themeMode=light');
    });
  },
};

/**
 * A brand switch shows a short loading state: 300 ms on the QA clock.
 *
 * How to reach each state:
 * 1. `{mode.followingSystem, brand.ready}` (Default): on load.
 * 2. `{mode.followingSystem, brand.switchingBrand}` ("Applying brand…"): open **Brand**, choose Warm Orange.
 * 3. `{mode.followingSystem, brand.switchingBrand}` (200 ms of 300): press **Clock +100 ms** twice.
 * 4. `{mode.followingSystem, brand.ready}` (Warm Orange applied and stored): press **Clock +100 ms**.
 * 5. `{mode.followingSystem, brand.switchingBrand}`: choose Modern Purple, press **Clock +100 ms** twice.
 * 6. `{mode.followingSystem, brand.switchingBrand}` (restarted): choose Tech Teal, **Clock +100 ms** twice.
 * 7. `{mode.followingSystem, brand.ready}` (Tech Teal applied and stored): press **Clock +100 ms**.
 * The page keeps the brand it has until the switch ends.
 */
export const BrandSwitch: Story = {
  name: 'Brand switch shows a short loading state',
  play: async ({ canvasElement: el, step }) => {
    const busy = () => appearance(el).queryByRole('progressbar', { name: 'Applying brand…' });
    await step('Default brand, nothing switching', async () => {
      await expectState({ mode: 'followingSystem', brand: 'ready' });
      await expect(brandValue(el)).toBe('Default');
      await expect(busy()).toBeNull();
    });
    await step('Pick Warm Orange: switchingBrand, Applying brand…, the page keeps Default', async () => {
      await pickBrand(el, 'Warm Orange');
      await expectState({ mode: 'followingSystem', brand: 'switchingBrand' });
      await expect(busy()).toHaveTextContent('Applying brand…');
      await expect(brandValue(el)).toBe('Warm Orange');
      await expectApplied(el, 'default', 'light');
      await expect(fact(el, 'stored-brand')).toBe('selectedBrand=none');
    });
    await step('300 ms later: ready, Warm Orange applied and stored as selectedBrand', async () => {
      await press('Clock +100 ms');
      await press('Clock +100 ms');
      await expectState({ mode: 'followingSystem', brand: 'switchingBrand' });
      await press('Clock +100 ms');
      await expectState({ mode: 'followingSystem', brand: 'ready' });
      await expectApplied(el, 'warm-orange', 'light');
      await expect(busy()).toBeNull();
      await expect(fact(el, 'stored-brand')).toBe('selectedBrand=warm-orange');
    });
    await step('A newer pick during a switch starts the 300 ms again', async () => {
      await pickBrand(el, 'Modern Purple');
      await press('Clock +100 ms');
      await press('Clock +100 ms');
      await pickBrand(el, 'Tech Teal');
      await press('Clock +100 ms');
      await press('Clock +100 ms');
      await expectState({ mode: 'followingSystem', brand: 'switchingBrand' });
      await expectApplied(el, 'warm-orange', 'light');
      await press('Clock +100 ms');
      await expectState({ mode: 'followingSystem', brand: 'ready' });
      await expectApplied(el, 'tech-teal', 'light');
      await expect(fact(el, 'stored-brand')).toBe('selectedBrand=tech-teal');
    });
  },
};
