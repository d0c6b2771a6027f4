import { isIP } from 'node:net';
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
  /**
   * Processes sharing a PostgreSQL keep scopes and store versions for one cache generation
   * (services/processCache.ts) and send the session lookup as a prepared statement (db/connect.ts);
   * false (PROCESS_CACHE=off) does neither: the load bench's comparison. The embedded database's one
   * process keeps its cache either way.
   */
  processCache: boolean;
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
  /** The largest CSV file POST /api/import takes, bytes. */
  importFileLimit: number;
  /** The largest POST /api/import request (its files together), bytes. */
  importBodyLimit: number;
  /** Imports (dry runs and refused ones too) a user or a service token may send per minute. */
  importRatePerMinute: number;
  /** A bearer token that opens GET /metrics to callers beyond this machine; unset: loopback only. */
  metricsToken?: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};
const bool = (value: string | undefined) => value === 'true' || value === '1';

const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;
/** proxy-addr's names for address ranges, as the ranges they stand for. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};
const SET_ADDRESSES =
  "set the proxy's addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated) or the number of proxies in front (e.g. 1).";

/**
 * TRUST_PROXY: unset or `false` trusts nobody; a hop count (`1`); or the proxy's addresses. Refused:
 * anything else, and addresses that together trust every IPv4 or every IPv6 client (`0.0.0.0/0`,
 * `::/0`, `::ffff:0:0/96`, two halves...), which is `true` by another name.
 */
export function parseTrustProxy(value: string | undefined): false | string | number {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const addresses = v.split(',').map((a) => a.trim());
  const ranges = addresses.flatMap((a) =>
    (NAMED_RANGES[a] ?? [a]).map((range) => (ADDRESS.test(range) ? addressRange(range) : null)),
  );
  if (ranges.includes(null))
    throw new Error(
      `TRUST_PROXY=${v} is not allowed: ${SET_ADDRESSES} "true" would believe any client's X-Forwarded-For.`,
    );
  if (trustsEveryAddress(ranges as Range[]))
    throw new Error(
      `TRUST_PROXY=${v} is not allowed: it trusts every address, as "true" would, so any client's X-Forwarded-For would be believed; ${SET_ADDRESSES}`,
    );
  return addresses.join(',');
}

/**
 * An address range as 128-bit bounds, IPv4 in its IPv4-mapped place (::ffff:a.b.c.d): proxy-addr
 * matches an IPv4 client against an IPv6 range so.
 */
type Range = { start: bigint; end: bigint };
const ALL = (1n << 128n) - 1n;
const MAPPED: Range = { start: 0xffffn << 32n, end: (0xffffn << 32n) | 0xffffffffn };

function addressRange(cidr: string): Range | null {
  const [address = '', prefixText] = cidr.split('/');
  const family = isIP(address);
  const bits = family === 4 ? ipv4Bits(address) : family === 6 ? ipv6Bits(address) : null;
  if (bits === null) return null;
  const width = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix > width) return null;
  const host = (1n << BigInt(width - prefix)) - 1n;
  const start = (family === 4 ? MAPPED.start : 0n) | (bits & ~host);
  return { start, end: start | host };
}

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(address: string): bigint | null {
  let text = address.replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const b = ipv4Bits(v4);
    text = `${text.slice(0, -v4.length)}${(b >> 16n).toString(16)}:${(b & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const filled =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array(8 - groups(head).length - groups(tail).length).fill('0'), ...groups(tail)];
  if (filled.length !== 8) return null;
  return filled.reduce((bits, group) => (bits << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

/** Whether the ranges together hold [start, end]. */
function covers(ranges: Range[], { start, end }: Range): boolean {
  let next = start;
  for (const range of [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))) {
    if (range.start > next) break;
    if (range.end >= next) next = range.end + 1n;
    if (next > end) return true;
  }
  return next > end;
}

/** Every IPv4 address, or every IPv6 one (IPv4-mapped ones aside), however the ranges are cut. */
function trustsEveryAddress(ranges: Range[]): boolean {
  return (
    covers(ranges, MAPPED) ||
    (covers(ranges, { start: 0n, end: MAPPED.start - 1n }) &&
      covers(ranges, { start: MAPPED.end + 1n, end: ALL }))
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
    processCache: env.PROCESS_CACHE !== 'off',
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
    importFileLimit: num(env.IMPORT_FILE_LIMIT, 2_097_152),
    importBodyLimit: num(env.IMPORT_BODY_LIMIT, 8_388_608),
    importRatePerMinute: num(env.IMPORT_RATE_PER_MINUTE, 30),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
