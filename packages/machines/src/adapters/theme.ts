// The theme's browser implementations: the system colour scheme (matchMedia), read at start and
// followed as it changes, and the mode and brand written to storage. The machine holds none of this.
import { fromCallback } from 'xstate';
import type { ColorMode, ThemeEvent, ThemeInput } from '../theme/theme.machine';
import { browserStorage, readItem, type StorageLike, storageKeys, writeItem } from './storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';

type MatchMedia = (query: string) => {
  matches: boolean;
  addEventListener?: (type: 'change', cb: (e: { matches: boolean }) => void) => void;
  removeEventListener?: (type: 'change', cb: (e: { matches: boolean }) => void) => void;
};

const globalMatchMedia = (): MatchMedia | undefined =>
  (globalThis as { matchMedia?: MatchMedia }).matchMedia?.bind(globalThis);

/** The machine's `input` from storage and the system preference. */
export function readThemeInput(
  storage: StorageLike = browserStorage(),
  matchMedia: MatchMedia | undefined = globalMatchMedia(),
): ThemeInput {
  return {
    storedMode: readItem(storage, storageKeys.themeMode),
    storedBrand: readItem(storage, storageKeys.selectedBrand),
    systemDark: matchMedia?.(DARK_QUERY).matches ?? false,
  };
}

/** The system color-scheme listener as an actor: sends `theme.system` on every change. */
export function systemColorSchemeListener(matchMedia: () => MatchMedia | undefined = globalMatchMedia) {
  return fromCallback<ThemeEvent>(({ sendBack }) => {
    const mql = matchMedia()?.(DARK_QUERY);
    if (!mql?.addEventListener) return undefined;
    const onChange = (e: { matches: boolean }) => sendBack({ type: 'theme.system', dark: e.matches });
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener?.('change', onChange);
  });
}

export function themeBrowserDefaults(
  deps: { storage?: StorageLike | (() => StorageLike); matchMedia?: () => MatchMedia | undefined } = {},
) {
  const storage = deps.storage ?? browserStorage;
  const resolve = typeof storage === 'function' ? storage : () => storage;
  return {
    actors: { systemColorScheme: systemColorSchemeListener(deps.matchMedia) },
    actions: {
      persistMode: (_: unknown, params: { mode: ColorMode }) =>
        void writeItem(resolve(), storageKeys.themeMode, params.mode),
      persistBrand: (_: unknown, params: { brand: string }) =>
        void writeItem(resolve(), storageKeys.selectedBrand, params.brand),
    },
  };
}
