// When the demo world (with its well-known password) may be seeded.

/** Whether `host` (the interface the server listens on) is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

export interface DemoSeedInput {
  /** `pglite` (the embedded database) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  host: string;
  /** NODE_ENV is `production`. */
  production: boolean;
  /** `--demo` was passed. */
  demoFlag: boolean;
}

/**
 * The demo world is seeded (into an empty database) when asked with `--demo`, or without it only
 * where the README's first command runs: the embedded database, listening on loopback, not in
 * production. Anywhere else a server with the demo accounts' known password would be open to all.
 */
export function shouldSeedDemo({ kind, host, production, demoFlag }: DemoSeedInput): boolean {
  if (demoFlag) return true;
  return kind === 'pglite' && !production && isLoopback(host);
}

/** What the server says when it starts with no users and no demo: how to make the first admin. */
export const FIRST_ADMIN_HINT =
  'No users yet. Create the first administrator: npm run user -- create --email you@example.com --name "Your Name" --admin (or start with --demo for the demo data).';
