import { describe, expect, it } from 'vitest';
import { isLoopback, shouldSeedDemo } from './policy';

describe('demo seeding policy (issue 21, finding 13)', () => {
  it('recognises loopback interfaces only', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]'].map(isLoopback)).toEqual(
      Array(6).fill(true),
    );
    expect(
      ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.com', '127.0.0.1.evil', ''].map(isLoopback),
    ).toEqual(Array(7).fill(false));
  });

  it('seeds the embedded database on loopback outside production; anything else only with --demo', () => {
    const base = { kind: 'pglite' as const, host: '127.0.0.1', production: false, demoFlag: false };
    expect(shouldSeedDemo(base)).toBe(true);
    expect(shouldSeedDemo({ ...base, host: '0.0.0.0' })).toBe(false);
    expect(shouldSeedDemo({ ...base, production: true })).toBe(false);
    expect(shouldSeedDemo({ ...base, kind: 'postgres' })).toBe(false);
    expect(
      shouldSeedDemo({ ...base, host: '0.0.0.0', production: true, kind: 'postgres', demoFlag: true }),
    ).toBe(true);
  });
});
