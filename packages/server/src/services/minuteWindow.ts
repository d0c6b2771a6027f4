// A per-minute limit counted over the writes of the last 60 s (in the database, so every process
// shares it): admitted below the limit, else refused until the oldest of them is a minute old.
export type Admission = { ok: true } | { ok: false; retryAfter: number };

export const MINUTE_MS = 60_000;

/** The writes since this instant are the window's. */
export const windowStart = (now: Date) => new Date(now.getTime() - MINUTE_MS);

/** The answer for `count` writes in the window, the oldest at `oldest`. */
export function minuteWindow(
  count: number,
  oldest: Date | string | null,
  now: Date,
  perMinute: number,
): Admission {
  if (count < perMinute) return { ok: true };
  const first = new Date(oldest ?? now).getTime();
  return { ok: false, retryAfter: Math.max(1, Math.ceil((first + MINUTE_MS - now.getTime()) / 1000)) };
}
