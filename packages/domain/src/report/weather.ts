import type { Weather } from '../contract';

/** The weather row of one store-day from the CSV proxy's list, or null. */
export function weatherFor(
  weather: readonly Weather[] | null | undefined,
  storeId: number | null | undefined,
  date: string,
): Weather | null {
  if (!weather) return null;
  return weather.find((w) => w.date === date && (storeId == null || w.store_id === storeId)) ?? null;
}
