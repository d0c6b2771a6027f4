// A store-day's identity: the store (null: none selected) and the date. Typed everywhere; its key is
// for maps only and is never parsed back.

export interface StoreDayId {
  storeId: string | null;
  date: string;
}

/** The one constructor: an empty store id is no store. */
export const storeDayId = (storeId: string | null | undefined, date: string): StoreDayId => ({
  storeId: storeId ? storeId : null,
  date,
});

/** A map key for a store-day (one-way). */
export const storeDayIdKey = (id: StoreDayId): string => `${id.date}|${id.storeId ?? ''}`;

export const sameStoreDay = (a: StoreDayId | null, b: StoreDayId | null): boolean =>
  a === b || (a !== null && b !== null && a.storeId === b.storeId && a.date === b.date);
