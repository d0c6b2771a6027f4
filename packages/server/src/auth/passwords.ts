import { hash, verify } from '@node-rs/argon2';

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

/** The most common passwords (from public breach top lists), refused whatever their length. */
const COMMON = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty 1q2w3e4r 12345 1234567890 111111 1234567 123123
  abc123 password1 iloveyou 000000 1qaz2wsx qwertyuiop 123321 654321 666666 987654321 123qwe 7777777
  121212 11111111 00000000 88888888 87654321 12341234 11223344 qwer1234 abcd1234 asdfghjkl sunshine
  princess football baseball welcome welcome1 dragon monkey letmein trustno1 passw0rd password123
  password12 password1! admin123 administrator superman starwars whatever freedom shadow master
  michael jennifer jordan23 liverpool chelsea charlie michelle computer 1qazxsw2 zaq12wsx
  q1w2e3r4t5 q1w2e3r4 1q2w3e4r5t 123456a 123456789a a123456789 aa123456 asdf1234 asdfasdf
  changeme changeme1 secret123 default1 guest123 internet hello123 google123 pokemon1 minecraft
  iloveyou1 lovely123 babygirl1 flower123 loveme123 samsung1 princess1 qwerty12 qwerty1! summer2024
  winter2024 spring2024 autumn2024 summer2025 winter2025 password2024 password2025 welcome123`.split(/\s+/),
);

/** ASVS v5 policy: 8..128 characters (64+ allowed), no composition rules, common passwords refused. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  if (COMMON.has(password.toLowerCase())) return 'This password is too common. Choose another.';
  return null;
}
