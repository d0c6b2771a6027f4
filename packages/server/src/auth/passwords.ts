import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP's argon2id parameters: m=19456 KiB, t=2, p=1. */
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: a login for a missing user still costs one verification. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash(`no-such-user-${Math.random()}`, ARGON2);
  return dummy;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The 10,000 most common passwords, refused whatever their length. Source: the ranked
 * `passwords-common` list of @zxcvbn-ts/language-common (MIT; built from public breach corpora,
 * most common first), of which the first 10,000; plus seasonal and year passwords it lacks.
 */
export const COMMON_PASSWORD_COUNT = 10_000;
const COMMON = new Set([
  ...dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT),
  ...`summer2024 winter2024 spring2024 autumn2024 summer2025 winter2025 spring2025 autumn2025 summer2026
  winter2026 password2024 password2025 password2026 welcome2025 welcome2026`.split(/\s+/),
]);

/** ASVS v5 policy: 8..128 characters (64+ allowed), no composition rules, common passwords refused. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  if (COMMON.has(password.toLowerCase())) return 'This password is too common. Choose another.';
  return null;
}
