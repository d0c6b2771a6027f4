import { describe, expect, it } from 'vitest';
import { createSseParser, type SseFrame } from './sse';

/** A stream with every kind of line: \n, \r\n and \r endings, multi-line data, comments, UTF-8. */
const SAMPLE =
  'retry: 3000\n\n' +
  'id: 41\n\n' +
  'id: 42\nevent: message\ndata: {"msg":"café 🍩"}\n\n' +
  'event: delta\r\ndata: one\r\ndata:two\r\ndata\r\n\r\n' +
  ': ping\n\n' +
  ': a\r: b\rdata:  spaced\r\r' +
  'event: done\ndata: {"msg":"a"}\n\n';
const SAMPLE_FRAMES: SseFrame[] = [
  { retry: '3000' },
  { id: '41' },
  { id: '42', event: 'message', data: '{"msg":"café 🍩"}' },
  { event: 'delta', data: 'one\ntwo\n' },
  { comment: 'ping' },
  { comment: 'a\nb', data: ' spaced' },
  { event: 'done', data: '{"msg":"a"}' },
];

/** Feeds `chunks` to a new parser, all frames out. */
const parseAll = (chunks: (string | Uint8Array)[], options?: { raw?: boolean }) => {
  const parser = createSseParser(options);
  return chunks.flatMap((c) => parser.push(c));
};

describe('createSseParser', () => {
  it('reads every kind of line of a stream', () => {
    expect(parseAll([SAMPLE])).toEqual(SAMPLE_FRAMES);
  });

  it('yields whole frames only, across any split of the text', () => {
    for (let cut = 1; cut < SAMPLE.length; cut++) {
      expect(parseAll([SAMPLE.slice(0, cut), SAMPLE.slice(cut)])).toEqual(SAMPLE_FRAMES);
    }
    expect(parseAll([...SAMPLE])).toEqual(SAMPLE_FRAMES);
  });

  it('reads UTF-8 bytes, split at any byte (a character cut in two included), or one byte at a time', () => {
    const bytes = new TextEncoder().encode(SAMPLE);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(parseAll([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(SAMPLE_FRAMES);
    }
    expect(parseAll([...bytes].map((b) => Uint8Array.of(b)))).toEqual(SAMPLE_FRAMES);
  });

  it('joins data lines with a newline and keeps a frame open until the blank line', () => {
    const parser = createSseParser();
    expect(parser.push('id: 7\ndata: one\ndata: two\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: '7', data: 'one\ntwo' }]);
  });

  it('an empty chunk between \\r and \\n ends one line, not two', () => {
    expect(parseAll(['data: a\r', '', '\ndata: b\n\n'])).toEqual([{ data: 'a\nb' }]);
    expect(parseAll(['data: a\r', new Uint8Array(0), '\ndata: b\n\n'])).toEqual([{ data: 'a\nb' }]);
  });

  it('with { raw: true }, gives each frame its lines as they came; a frame of unknown fields too', () => {
    expect(parseAll(['id: 1\nevent: m\r\ndata:x\n\nfoo: bar\n\n'], { raw: true })).toEqual([
      { id: '1', event: 'm', data: 'x', raw: 'id: 1\nevent: m\ndata:x' },
      { raw: 'foo: bar' },
    ]);
    expect(parseAll(['foo: bar\n\n'])).toEqual([]);
  });
});
