// Admin MFA: TOTP (RFC 6238) through `otpauth`, the QR code drawn on the server
// (`uqr`, an SVG string: nothing added to the browser's bundle), one-time recovery codes stored as
// SHA-256 digests, and the sign-ins waiting for their code.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { encode } from 'uqr';
import type { DB } from '../db/types';
import { hashToken, newSessionToken } from './sessions';

export const MFA_ISSUER = 'Store Ops';
/** A code from the app is accepted one step (30 s) either side of now: clocks drift. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in waiting for its code lasts this long. */
export const MFA_CHALLENGE_MS = 5 * 60_000;
/** The cookie that carries a waiting sign-in (HttpOnly; `__Host-` over TLS). Not a session. */
export const MFA_COOKIE = 'mfa';
export const SECURE_MFA_COOKIE = '__Host-mfa';

const totp = (secret: string, label: string) =>
  new TOTP({ issuer: MFA_ISSUER, label, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret (RFC 4226's recommended length), its otpauth URI and that URI as a QR code. */
export function newEnrolment(email: string): { secret: string; uri: string; qrSvg: string } {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totp(secret, email).toString();
  return { secret, uri, qrSvg: qrSvg(uri) };
}

/**
 * A QR code as a small SVG document: `uqr` encodes, and each run of dark modules in a row is one path
 * segment (uqr's own renderSVG draws every module on its own: 19.9 KB for an admin's otpauth URI, this
 * 7.2 KB). White ground and a 2-module quiet zone, whatever the page's colours.
 */
export function qrSvg(text: string): string {
  const { data, size } = encode(text, { border: 2 });
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      let n = 1;
      while (row[x + n]) n++;
      d += `M${x} ${y}h${n}v1h-${n}z`;
      x += n;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

/** The time step (a 30 s slot) a code was made for, or null when it is not a current code. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const t = totp(secret, '');
  const delta = t.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return t.counter({ timestamp: now.getTime() }) + delta;
}

/** The code an authenticator shows at `now` (tests and the e2e compute codes the same way). */
export function totpCode(secret: string, now: Date): string {
  return totp(secret, '').generate({ timestamp: now.getTime() });
}

/** Recovery codes read `xxxxx-xxxxx`: lowercase letters and digits without look-alikes (0/o, 1/l). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(n = RECOVERY_CODE_COUNT): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: n }, () => {
    const c = one();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}
/** How a recovery code is typed does not matter: case, spaces and dashes are ignored. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** The user's authenticator when it is active (confirmed). */
export async function activeMfa(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_mfa')
    .select(['secret', 'last_step'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
}

/**
 * Accepts a code from the app once: the step is recorded atomically, so the same code (or an older
 * one) is refused afterwards, in any process.
 */
export async function acceptTotp(
  db: Kysely<DB>,
  userId: number,
  secret: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = totpStep(secret, code, now);
  if (step === null) return false;
  const taken = await db
    .updateTable('user_mfa')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .returning('user_id')
    .execute();
  return taken.length === 1;
}

/** Uses up one recovery code (atomically: one request wins); false when unknown or already used. */
export async function useRecoveryCode(
  db: Kysely<DB>,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  if (normaliseRecoveryCode(code).length !== 10) return false;
  const used = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  return used.length === 1;
}

/** A code typed at sign-in or to turn MFA off: six digits are the app's, anything else a recovery code. */
export async function acceptSecondFactor(
  db: Kysely<DB>,
  userId: number,
  secret: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const typed = code.trim().replace(/\s/g, '');
  if (/^\d{6}$/.test(typed)) return (await acceptTotp(db, userId, secret, typed, now)) ? 'totp' : null;
  return (await useRecoveryCode(db, userId, typed, now)) ? 'recovery' : null;
}

/** A sign-in waiting for its code: the token goes into the `mfa` cookie, its hash into the table. */
export async function createChallenge(db: Kysely<DB>, userId: number, now: Date, ip: string) {
  const token = newSessionToken();
  // One waiting sign-in per user: an older one is replaced.
  await db.deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_challenges')
    .values({ id_hash: hashToken(token), user_id: userId, created_at: now, ip })
    .execute();
  return token;
}

/** The waiting sign-in of a token, when it has not expired. */
export async function findChallenge(db: Kysely<DB>, token: string | undefined, now: Date) {
  if (!token || token.length < 20 || token.length > 100) return null;
  const row = await db
    .selectFrom('mfa_challenges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id_hash', 'c.created_at', 'u.id', 'u.email', 'u.name', 'u.admin', 'u.settings'])
    .where('c.id_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - new Date(row.created_at).getTime() > MFA_CHALLENGE_MS) {
    await db.deleteFrom('mfa_challenges').where('id_hash', '=', row.id_hash).execute();
    return null;
  }
  return row;
}

/**
 * Whether REQUIRE_ADMIN_MFA holds this user back: an administrator (the real one behind an
 * impersonation) without an active authenticator, while the setting is on.
 */
export async function mfaEnrolmentRequired(
  db: Kysely<DB>,
  required: boolean,
  user: { id: number; admin: boolean },
): Promise<boolean> {
  if (!required || !user.admin) return false;
  return (await activeMfa(db, user.id)) === undefined;
}
