// The selection's browser implementation: the chosen company, store, date and user written to
// storage. The machine holds none of this.
import { browserStorage, type StorageLike, writeItem } from './storage';

/** `persist` writing to the given storage: `selectionMachine.provide(selectionStorageActions(storage))`. */
export function selectionStorageActions(storage: StorageLike | (() => StorageLike) = browserStorage) {
  const resolve = typeof storage === 'function' ? storage : () => storage;
  return {
    actions: {
      persist: (_: unknown, params: { entries: { key: string; value: string }[] }) => {
        for (const { key, value } of params.entries) writeItem(resolve(), key, value);
      },
    },
  };
}

/** Ready for `selectionMachine.provide(...)`: persistence to the browser's local storage. */
export const selectionBrowserDefaults = selectionStorageActions;
