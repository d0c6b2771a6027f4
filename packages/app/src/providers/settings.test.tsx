import { DEFAULT_MODEL_PATH } from '@store-ops/domain';
import {
  browserStorage,
  chatMachine,
  createMemoryStorage,
  readChatInput,
  type StorageLike,
  setStorageOwner,
  storageKeys,
} from '@store-ops/machines';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import SettingsRoute from '../routes/SettingsRoute';
import { errorMessageOf, renderHook, stubBrowser } from '../testing/serverRender';
import { ImpersonationProvider } from './impersonation';
import { CompanyProvider } from './selection';
import { ServicesProvider } from './services';
import { SessionProvider } from './session';
import { createModelPathStore, type Settings, SettingsProvider, useSettings } from './settings';
import { ThemeProvider } from './theme';

afterEach(() => {
  vi.unstubAllGlobals();
});

const O3_TOOLS = '/api/llm/tools/o3';
const MINI_CHAT = '/api/llm/chat/gpt-4o-mini';

const withSettings =
  (storage?: StorageLike) =>
  (c: ReactNode): ReactNode => (
    <SessionProvider>
      <ImpersonationProvider>
        <SettingsProvider storage={storage}>{c}</SettingsProvider>
      </ImpersonationProvider>
    </SessionProvider>
  );

describe('useSettings', () => {
  it('throws outside SettingsProvider with the exact message', () => {
    stubBrowser();
    expect(errorMessageOf(() => renderHook(useSettings))).toBe(
      'useSettings must be used within SettingsProvider',
    );
  });

  it('reads the default model when nothing is stored', () => {
    stubBrowser();
    expect(DEFAULT_MODEL_PATH).toBe('/api/llm/chat/gpt-4o');
    expect(renderHook(useSettings, withSettings()).modelPath).toBe(DEFAULT_MODEL_PATH);
  });

  it('restores the stored model path from the browser storage', () => {
    stubBrowser({ local: { [storageKeys.modelPath]: O3_TOOLS } });
    expect(renderHook(useSettings, withSettings()).modelPath).toBe(O3_TOOLS);
  });

  it('reads a stored path the assistant does not offer as the default (no posting to arbitrary URLs)', () => {
    stubBrowser({ local: { [storageKeys.modelPath]: 'https://evil.example/steal' } });
    expect(renderHook(useSettings, withSettings()).modelPath).toBe(DEFAULT_MODEL_PATH);
  });

  it('setModelPath stores the choice; the next render and the chat machine read it', () => {
    const { localStorage } = stubBrowser();
    const first: Settings = renderHook(useSettings, withSettings());
    first.setModelPath(MINI_CHAT);
    expect(localStorage.getItem(storageKeys.modelPath)).toBe(MINI_CHAT);
    expect(renderHook(useSettings, withSettings()).modelPath).toBe(MINI_CHAT);
    // The chat screen starts its machine from readChatInput(): the model it will post to.
    const chat = createActor(chatMachine, { input: readChatInput(localStorage) });
    expect(chat.getSnapshot().context.modelPath).toBe(MINI_CHAT);
  });

  it('setModelPath with a path the assistant does not offer stores the default', () => {
    const { localStorage } = stubBrowser({ local: { [storageKeys.modelPath]: O3_TOOLS } });
    renderHook(useSettings, withSettings()).setModelPath('/api/llm/chat/not-a-model');
    expect(localStorage.getItem(storageKeys.modelPath)).toBe(DEFAULT_MODEL_PATH);
  });

  it('uses an injected storage instead of the browser one', () => {
    const { localStorage } = stubBrowser({ local: { [storageKeys.modelPath]: O3_TOOLS } });
    const own = createMemoryStorage({ [storageKeys.modelPath]: MINI_CHAT });
    const value = renderHook(useSettings, withSettings(own));
    expect(value.modelPath).toBe(MINI_CHAT);
    value.setModelPath(O3_TOOLS.replace('o3', 'o1'));
    expect(own.getItem(storageKeys.modelPath)).toBe('/api/llm/tools/o1');
    expect(localStorage.getItem(storageKeys.modelPath)).toBe(O3_TOOLS);
  });
});

describe('createModelPathStore', () => {
  it('notifies subscribers on set, until they unsubscribe', () => {
    const storage = createMemoryStorage();
    const store = createModelPathStore(storage);
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));
    store.set(O3_TOOLS);
    store.set('nonsense');
    unsubscribe();
    store.set(MINI_CHAT);
    expect(seen).toEqual([O3_TOOLS, DEFAULT_MODEL_PATH]);
    expect(store.get()).toBe(MINI_CHAT);
  });

  it('follows another tab writing the model key (the storage event), and ignores other keys', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    vi.stubGlobal('localStorage', createMemoryStorage());
    setStorageOwner(4, { forget: false });
    const storage = browserStorage();
    const store = createModelPathStore(storage);
    const calls: string[] = [];
    const unsubscribe = store.subscribe(() => calls.push(store.get()));
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

    storage.setItem(storageKeys.modelPath, O3_TOOLS);
    // The event names the key as local storage holds it: this user's.
    target.dispatchEvent(storageEvent('storeOps.u4.modelPath'));
    target.dispatchEvent(storageEvent('storeOps.u5.modelPath')); // another user's: not ours
    target.dispatchEvent(storageEvent(storageKeys.themeMode));
    target.dispatchEvent(storageEvent(null)); // another tab cleared its storage
    unsubscribe();
    target.dispatchEvent(storageEvent('storeOps.u4.modelPath'));
    expect(calls).toEqual([O3_TOOLS, O3_TOOLS]);
  });
});

describe('SettingsRoute', () => {
  const app = (c: ReactNode) => (
    <ThemeProvider>
      <SessionProvider>
        <ImpersonationProvider>
          <ServicesProvider>
            <CompanyProvider>{c}</CompanyProvider>
          </ServicesProvider>
        </ImpersonationProvider>
      </SessionProvider>
    </ThemeProvider>
  );

  it('renders the settings screen inside its own SettingsProvider (no model selector for a non-admin)', () => {
    stubBrowser({ path: '/settings' });
    const html = renderToString(app(<SettingsRoute />));
    expect(html).toContain('<h1');
    expect(html).toContain('Global Settings');
    expect(html).toContain('Appearance');
    expect(html).toContain('Company, store and date');
    expect(html).not.toContain('LLM model');
  });
});
