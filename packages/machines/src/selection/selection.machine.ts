import { isIsoDate } from '@store-ops/domain';
import { assign, setup } from 'xstate';
import { selectionStorageActions } from '../adapters/selection';
import { browserStorage, readItem, type StorageLike, storageKeys } from '../adapters/storage';

export const NO_COMPANY = 'no-company';
export const NO_STORE = 'no-store';

/** Today as YYYY-MM-DD in local time (the report date the user means). */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export interface SelectionInput {
  /** Today, YYYY-MM-DD: the default date. */
  today: string;
  /** What storage held at start (null where nothing was stored). */
  stored?: {
    company?: string | null;
    store?: string | null;
    date?: string | null;
    userId?: string | null;
  };
}

export interface SelectionContext {
  company: string;
  store: string;
  date: string;
  /** The user the selection belongs to; a different signed-in user resets it. */
  userId: string | null;
}

export type SelectionEvent =
  | { type: 'selection.company'; company: string }
  | { type: 'selection.store'; store: string }
  | { type: 'selection.date'; date: string }
  /** The signed-in user (id) is known or changed. */
  | { type: 'selection.user'; userId: number | string | null }
  /** The store ids listed for the selected company, in display order. */
  | { type: 'selection.storesListed'; storeIds: readonly string[] };

/** Reads the stored selection (the machine's `input`) from storage. */
export function readSelectionInput(
  storage: StorageLike = browserStorage(),
  today = localToday(),
): SelectionInput {
  return {
    today,
    stored: {
      company: readItem(storage, storageKeys.selectedCompany),
      store: readItem(storage, storageKeys.selectedStore),
      date: readItem(storage, storageKeys.selectedDate),
      userId: readItem(storage, storageKeys.selectionUserId),
    },
  };
}

type Persist = { key: string; value: string };

const all = (c: SelectionContext): Persist[] => [
  { key: storageKeys.selectedCompany, value: c.company },
  { key: storageKeys.selectedStore, value: c.store },
  { key: storageKeys.selectedDate, value: c.date },
];

export const selectionMachine = setup({
  types: {
    context: {} as SelectionContext,
    events: {} as SelectionEvent,
    input: {} as SelectionInput,
  },
  actions: selectionStorageActions().actions,
  guards: {
    isValidDate: ({ event }) => event.type === 'selection.date' && isIsoDate(event.date),
    isOtherUser: ({ context, event }) =>
      event.type === 'selection.user' &&
      event.userId !== null &&
      context.userId !== null &&
      String(event.userId) !== context.userId,
    isFirstUser: ({ context, event }) =>
      event.type === 'selection.user' && event.userId !== null && context.userId === null,
    storeNotListed: ({ context, event }) =>
      event.type === 'selection.storesListed' &&
      event.storeIds.length > 0 &&
      !event.storeIds.includes(context.store),
  },
}).createMachine({
  id: 'selection',
  context: ({ input }) => ({
    company: input.stored?.company || NO_COMPANY,
    store: input.stored?.store || NO_STORE,
    date: isIsoDate(input.stored?.date) ? input.stored.date : input.today,
    userId: input.stored?.userId || null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'selection.company': {
          actions: [
            assign({ company: ({ event }) => event.company || NO_COMPANY, store: NO_STORE }),
            { type: 'persist', params: ({ context }) => ({ entries: all(context).slice(0, 2) }) },
          ],
        },
        'selection.store': {
          actions: [
            assign({ store: ({ event }) => event.store || NO_STORE }),
            { type: 'persist', params: ({ context }) => ({ entries: [all(context)[1] as Persist] }) },
          ],
        },
        'selection.date': {
          guard: 'isValidDate',
          actions: [
            assign({ date: ({ event }) => event.date }),
            { type: 'persist', params: ({ context }) => ({ entries: [all(context)[2] as Persist] }) },
          ],
        },
        'selection.user': [
          {
            guard: 'isOtherUser',
            actions: [
              assign({ company: NO_COMPANY, store: NO_STORE, userId: ({ event }) => String(event.userId) }),
              {
                type: 'persist',
                params: ({ context }) => ({
                  entries: [
                    ...all(context).slice(0, 2),
                    { key: storageKeys.selectionUserId, value: String(context.userId) },
                  ],
                }),
              },
            ],
          },
          {
            guard: 'isFirstUser',
            actions: [
              assign({ userId: ({ event }) => String(event.userId) }),
              {
                type: 'persist',
                params: ({ context }) => ({
                  entries: [{ key: storageKeys.selectionUserId, value: String(context.userId) }],
                }),
              },
            ],
          },
        ],
        'selection.storesListed': {
          guard: 'storeNotListed',
          actions: [
            assign({ store: ({ event }) => event.storeIds[0] ?? NO_STORE }),
            { type: 'persist', params: ({ context }) => ({ entries: [all(context)[1] as Persist] }) },
          ],
        },
      },
    },
  },
});
