import { describe, expect, it } from 'vitest';
import { contextHash } from './chatReply';

describe('contextHash', () => {
  it('is 32-bit FNV-1a in hex (the published test vectors)', () => {
    expect(contextHash('')).toBe('811c9dc5');
    expect(contextHash('a')).toBe('e40c292c');
    expect(contextHash('foobar')).toBe('bf9cf968');
  });

  it('tells two store-days apart by one character', () => {
    expect(contextHash('Report date: 2026-11-17')).not.toBe(contextHash('Report date: 2026-11-18'));
  });
});
