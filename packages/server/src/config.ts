import path from 'node:path';
import { STAFFCHAT_LIMITS } from '@store-ops/domain';

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
  /**
   * Behind a proxy: whose X-Forwarded-* to believe (https there also turns on secure cookies for that
   * request): false (nobody), the proxy's addresses (comma-separated IPs or CIDR ranges) or a hop
   * count. Never "everyone": a client could then name any address and dodge the per-IP limits.
   */
  trustProxy: false | string | number;
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
  /** Administrators must enrol an authenticator (TOTP) before any admin request is served. */
  requireAdminMfa: boolean;
  /** Audit rows older than this many days are deleted by the retention job. */
  auditRetentionDays: number;
  /** Assistant requests a user may start per minute (counted in the database, every process). */
  llmRatePerMinute: number;
  /** Assistant requests a user may have in flight at once. */
  llmConcurrencyPerUser: number;
  /** Tokens a user may use per UTC day when the provider reports usage; null: no budget. */
  llmDailyTokensPerUser: number | null;
  /** Staff chat messages a user may post per minute (counted in the database, every process). */
  staffChatRatePerMinute: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};
const bool = (value: string | undefined) => value === 'true' || value === '1';

const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY: unset or `false` trusts nobody; a hop count (`1`); or the proxy's addresses. */
export function parseTrustProxy(value: string | undefined): false | string | number {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const addresses = v.split(',').map((a) => a.trim());
  if (addresses.every((a) => ADDRESS.test(a) || a === 'loopback' || a === 'uniquelocal'))
    return addresses.join(',');
  throw new Error(
    `TRUST_PROXY=${v} is not allowed: set the proxy's addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated) or the number of proxies in front (e.g. 1). "true" would believe any client's X-Forwarded-For.`,
  );
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    // Relative to where the user ran npm (npm -w runs scripts inside the package directory).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data'),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(repoRoot, 'packages/app/dist')),
    databaseUrl: env.DATABASE_URL || undefined,
    cookieSecure: bool(env.COOKIE_SECURE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
    requireAdminMfa: bool(env.REQUIRE_ADMIN_MFA),
    auditRetentionDays: num(env.AUDIT_RETENTION_DAYS, 400),
    llmRatePerMinute: num(env.LLM_RATE_PER_MINUTE, 20),
    llmConcurrencyPerUser: num(env.LLM_CONCURRENCY_PER_USER, 3),
    llmDailyTokensPerUser: env.LLM_DAILY_TOKENS_PER_USER
      ? num(env.LLM_DAILY_TOKENS_PER_USER, 0) || null
      : null,
    staffChatRatePerMinute: num(env.STAFFCHAT_RATE_PER_MINUTE, STAFFCHAT_LIMITS.perMinute),
  };
}
