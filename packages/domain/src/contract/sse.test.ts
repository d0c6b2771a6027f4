import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('yields whole frames only, across any split of the text', () => {
    const text = 'event: delta\ndata: {"text":"Net "}\n\nevent: done\r\ndata: {"msg":"a"}\r\n\r\n: keep\n\n';
    const whole = createSseParser().push(text);
    expect(whole).toEqual([
      { event: 'delta', data: '{"text":"Net "}' },
      { event: 'done', data: '{"msg":"a"}' },
      { comment: 'keep' },
    ]);
    for (let cut = 1; cut < text.length; cut++) {
      const parser = createSseParser();
      expect([...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))]).toEqual(whole);
    }
  });

  it('joins data lines with a newline and keeps a frame open until the blank line', () => {
    const parser = createSseParser();
    expect(parser.push('id: 7\ndata: one\ndata: two\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: '7', data: 'one\ntwo' }]);
  });
});
