import { describe, expect, it } from 'vitest';
import { mentionHandle, mentionsOf, staffChatPostSchema } from './staffchat';

describe('staff chat contract', () => {
  it('handles are names lower-cased with dots for spaces', () => {
    expect(mentionHandle('Sam Staff')).toBe('sam.staff');
    expect(mentionHandle('  Avery  Admin ')).toBe('avery.admin');
    expect(mentionHandle("Zoë O'Neil")).toBe('zoë.oneil');
  });

  it('finds each mention once, not inside e-mail addresses, without trailing dots', () => {
    expect(mentionsOf('@sam.staff and @avery.admin, thanks @sam.staff.')).toEqual([
      'sam.staff',
      'avery.admin',
    ]);
    expect(mentionsOf('write to ops@example.com')).toEqual([]);
    expect(mentionsOf('(@olivia.ops)')).toEqual(['olivia.ops']);
  });

  it('a message is 1 to 4000 characters after trimming', () => {
    const issues = (msg: string) => {
      const r = staffChatPostSchema.safeParse({ msg });
      return r.success ? null : r.error.issues.map((i) => i.message);
    };
    expect(issues('   ')).toEqual(['Write a message first.']);
    expect(issues('x'.repeat(4001))).toEqual(['A message can be at most 4000 characters.']);
    expect(issues('x'.repeat(4000))).toBeNull();
    expect(staffChatPostSchema.parse({ msg: '  hi  ' })).toEqual({ msg: 'hi' });
  });
});
