import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, PASSWORD_MAX, passwordProblem } from './passwords';

const TOO_COMMON = 'This password is too common. Choose another.';

describe('password policy (ASVS v5; the 10,000 most common refused)', () => {
  it('refuses common passwords from the whole top 10,000, in any case', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    // Near the top, in the middle and near the end of the ranked list (8+ characters each).
    for (const common of ['password', 'Password1', 'qwerty123', 'iloveyou1', 'sunshine1', 'PASSWORD123'])
      expect(passwordProblem(common)).toBe(TOO_COMMON);
  });

  it('accepts passwords that are long enough and not common', () => {
    for (const fine of ['demo-password', 'a-new-long-passphrase-9', 'correct horse battery staple'])
      expect(passwordProblem(fine)).toBeNull();
  });

  it('length: 8 to 128 characters (counted as characters, not bytes)', () => {
    expect(passwordProblem('x7#kQ2!')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('€'.repeat(8))).toBeNull();
    expect(passwordProblem('z'.repeat(PASSWORD_MAX + 1))).toBe('Password must be at most 128 characters.');
  });
});
