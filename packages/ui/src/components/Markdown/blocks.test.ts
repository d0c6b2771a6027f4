import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './sanitize';

describe('markdownBlocks: the top-level blocks a reply renders (and re-renders as it streams) one by one', () => {
  it('splits at blank lines: a heading, a paragraph, a table, a list', () => {
    const source =
      '## Sales\n\nNet sales were **$8,412.50**.\n\n| Hour | Net |\n| --- | ---: |\n| 11 AM | 612.40 |\n\n- one\n- two';
    expect(markdownBlocks(source)).toEqual([
      '## Sales',
      'Net sales were **$8,412.50**.',
      '| Hour | Net |\n| --- | ---: |\n| 11 AM | 612.40 |',
      '- one\n- two',
    ]);
  });

  it('keeps a fenced code block whole, blank lines inside it included', () => {
    const source = 'Before\n\n```sql\nSELECT 1;\n\nSELECT 2;\n```\n\nAfter';
    expect(markdownBlocks(source)).toEqual(['Before', '```sql\nSELECT 1;\n\nSELECT 2;\n```', 'After']);
    // Still open while streaming: the rest is inside it.
    expect(markdownBlocks('Before\n\n~~~\ncode\n\nmore')).toEqual(['Before', '~~~\ncode\n\nmore']);
  });

  it("keeps an indented line (a list item's next paragraph, indented code) with the block before", () => {
    const source = '1. First\n\n   its second paragraph\n\n2. Second\n\nDone';
    expect(markdownBlocks(source)).toEqual(['1. First\n\n   its second paragraph', '2. Second', 'Done']);
  });

  it('keeps a source with a reference-style link definition as one block (it applies across blocks)', () => {
    const source = 'See [the guide][g].\n\nMore.\n\n[g]: https://example.com/guide';
    expect(markdownBlocks(source)).toEqual([source]);
  });

  it('ignores leading and trailing blank lines and CRLF line ends; an empty source has no block', () => {
    expect(markdownBlocks('\r\n\r\nOne\r\n\r\n\r\nTwo\r\n\r\n')).toEqual(['One', 'Two']);
    expect(markdownBlocks('')).toEqual([]);
    expect(markdownBlocks('  \n\n ')).toEqual([]);
  });

  it('a growing reply changes only its last block', () => {
    const full = '## A\n\nFirst paragraph.\n\n| x | y |\n| - | - |\n| 1 | 2 |\n\nLast words.';
    let previous: string[] = [];
    for (let end = 1; end <= full.length; end++) {
      const blocks = markdownBlocks(full.slice(0, end));
      // Every block before the last is final: it equals the same block of the whole reply.
      expect(blocks.slice(0, -1)).toEqual(markdownBlocks(full).slice(0, blocks.length - 1));
      expect(blocks.length).toBeGreaterThanOrEqual(previous.length);
      previous = blocks;
    }
  });
});
