// Context and event payloads as plain JSON for the inspector: no functions, no cycles, bounded size
// (a CSV's rows or a chat history must not turn every log entry into megabytes).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface SerializeLimits {
  depth: number;
  /** Items kept of an array (the rest summed up as one `… N more` string). */
  items: number;
  /** Characters kept of a string. */
  chars: number;
}

export const defaultLimits: SerializeLimits = { depth: 8, items: 50, chars: 500 };

/** A JSON copy of `value`: Dates as ISO strings, Maps as objects, Sets as arrays, actors as `[actor id]`. */
export function toJson(value: unknown, limits: SerializeLimits = defaultLimits): Json {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): Json => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
    if (typeof v === 'bigint') return `${v}n`;
    if (typeof v === 'string') {
      return v.length > limits.chars ? `${v.slice(0, limits.chars)}… (${v.length} characters)` : v;
    }
    if (typeof v === 'function') return `[function ${v.name || 'anonymous'}]`;
    if (typeof v === 'symbol') return v.toString();
    if (typeof v !== 'object') return String(v);
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString();
    if (v instanceof Error) return { name: v.name, message: v.message };
    if (seen.has(v)) return '[circular]';
    // An actor ref (spawned or invoked, kept in context): its id, not its internals.
    if ('sessionId' in v && 'send' in v && typeof v.send === 'function') {
      return `[actor ${(v as { id?: string }).id ?? '?'}]`;
    }
    if (depth >= limits.depth) return Array.isArray(v) ? `[array of ${v.length}]` : '[object]';
    seen.add(v);
    try {
      if (Array.isArray(v) || v instanceof Set) {
        const list = [...v];
        const kept = list.slice(0, limits.items).map((item) => walk(item, depth + 1));
        if (list.length > limits.items) kept.push(`… ${list.length - limits.items} more`);
        return kept;
      }
      const entries: [string, unknown][] =
        v instanceof Map ? [...v.entries()].map(([k, item]) => [String(k), item]) : Object.entries(v);
      const out: { [key: string]: Json } = {};
      for (const [k, item] of entries.slice(0, limits.items)) out[k] = walk(item, depth + 1);
      if (entries.length > limits.items) out['…'] = `${entries.length - limits.items} more keys`;
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value, 0);
}
