import type { LlmModelOption } from '@store-ops/domain';
import {
  browserStorage,
  deviceKeyOf,
  knownModelPath,
  readItem,
  type StorageLike,
  storageKeys,
  storeOpsApi,
  writeItem,
} from '@store-ops/machines';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useAdminGate } from './impersonation';

/**
 * The user's assistant settings: the chosen LLM model path and the catalogue it is chosen from.
 * The path lives in local storage under `storeOps.modelPath`, the key the chat machine reads when
 * the chat opens (`readChatInput`), so a choice made here is the endpoint the next chat message
 * posts to. Brand and light/dark mode stay with the theme machine (`useTheme`), which the whole
 * page needs; the company/store/date selection with the selection machine (`useCompany`).
 */
export interface Settings {
  /** The chosen model path; an unknown or missing stored path reads as the default (gpt-4o chat). */
  modelPath: string;
  /** Choose a model: stored at once; a path the assistant does not offer falls back to the default. */
  setModelPath: (path: string) => void;
  /** The models an admin can choose from (GET /api/llm/models); empty for others and until it arrives. */
  models: readonly LlmModelOption[];
}

/** The stored model path as an external store, so every reader re-renders when it changes. */
export interface ModelPathStore {
  get: () => string;
  set: (path: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createModelPathStore(storage: StorageLike): ModelPathStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => knownModelPath(readItem(storage, storageKeys.modelPath)),
    set(path) {
      writeItem(storage, storageKeys.modelPath, knownModelPath(path));
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab choosing a model writes the same key.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === deviceKeyOf(storageKeys.modelPath)) listener();
      };
      const target = typeof window === 'undefined' ? undefined : window;
      target?.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        target?.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

/** GET /api/llm/models (the chat loads it this way, after its first paint, for Regenerate with...). */
export const loadModelOptions = (): Promise<LlmModelOption[]> => storeOpsApi().models();

/**
 * The model catalogue for the admin's selector (and the chat's Regenerate with...); empty when not
 * allowed or when the call fails.
 */
export function useModels(enabled: boolean): LlmModelOption[] {
  const [models, setModels] = useState<LlmModelOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadModelOptions()
      .then((list) => {
        if (live) setModels(list);
      })
      .catch((error) => console.error('Failed to load the model list', error));
    return () => {
      live = false;
    };
  }, [enabled]);
  return models;
}

const SettingsContext = createContext<Settings | null>(null);
SettingsContext.displayName = 'SettingsProvider';

/**
 * Provides `useSettings()`. Inside the session and impersonation providers (the admin gate decides
 * whether the model catalogue loads). `storage` defaults to the browser's local storage.
 */
export function SettingsProvider({ children, storage }: { children: ReactNode; storage?: StorageLike }) {
  const store = useMemo(() => createModelPathStore(storage ?? browserStorage()), [storage]);
  const modelPath = useSyncExternalStore(store.subscribe, store.get, store.get);
  const models = useModels(useAdminGate());
  const value = useMemo<Settings>(
    () => ({ modelPath, setModelPath: store.set, models }),
    [modelPath, store, models],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings must be used within SettingsProvider');
  return settings;
}
