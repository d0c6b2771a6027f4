import path from 'node:path';

/** Everything the server reads from the environment, in one place (README's configuration table). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  /** A real PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Cookies get `Secure` and the `__Host-` prefix; HSTS is sent. */
  cookieSecure: boolean;
  /** Behind a proxy: trust X-Forwarded-* (https there also turns on secure cookies for that request). */
  trustProxy: boolean;
  /** Extra origins allowed to make state-changing requests (the app's own origin always is). */
  appOrigins: string[];
  bodyLimit: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  impersonationMs: number;
  loginMaxFailures: number;
  loginIpMaxFailures: number;
  loginWindowMs: number;
  /** Coarse per-IP limit on POST /auth/login attempts of any outcome. */
  loginRatePerMinute: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};
const bool = (value: string | undefined) => value === 'true' || value === '1';

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    // Relative to where the user ran npm (npm -w runs scripts inside the package directory).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data'),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(repoRoot, 'packages/app/dist')),
    databaseUrl: env.DATABASE_URL || undefined,
    cookieSecure: bool(env.COOKIE_SECURE),
    trustProxy: bool(env.TRUST_PROXY),
    appOrigins: (env.APP_ORIGIN ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    bodyLimit: num(env.BODY_LIMIT, 1_048_576),
    sessionIdleMs: num(env.SESSION_IDLE_MINUTES, 30) * 60_000,
    sessionAbsoluteMs: num(env.SESSION_ABSOLUTE_HOURS, 12) * 3_600_000,
    impersonationMs: num(env.IMPERSONATION_MINUTES, 60) * 60_000,
    loginMaxFailures: num(env.LOGIN_MAX_FAILURES, 5),
    loginIpMaxFailures: num(env.LOGIN_IP_MAX_FAILURES, 50),
    loginWindowMs: num(env.LOGIN_WINDOW_MINUTES, 15) * 60_000,
    loginRatePerMinute: num(env.LOGIN_RATE_PER_MINUTE, 30),
  };
}
