import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { capMarkdownNesting, MAX_MARKDOWN_NESTING } from './sanitize';

const marked = new Marked({ gfm: true, async: false });
const parse = (source: string) => marked.parse(source) as string;

/** How deep the HTML nests blockquotes and lists. */
function depth(html: string): number {
  let level = 0;
  let max = 0;
  for (const tag of html.matchAll(/<(\/?)(?:blockquote|ul|ol)\b/g)) {
    level += tag[1] ? -1 : 1;
    max = Math.max(max, level);
  }
  return max;
}

describe('capMarkdownNesting: how deep a source nests, capped before marked parses it', () => {
  it('3,500 quote markers: 16 blockquotes, the other markers shown as text', () => {
    const source = '>'.repeat(3500);
    const html = parse(capMarkdownNesting(source));
    expect(depth(html)).toBe(MAX_MARKDOWN_NESTING);
    expect(html.match(/&gt;/g)?.length).toBe(3500 - MAX_MARKDOWN_NESTING);
  });

  it('markers that overflow marked uncapped (quotes, bullets, numbers, mixed) parse within the cap', () => {
    for (const source of [
      `${'> '.repeat(3500)}x`,
      `${'- '.repeat(1300)}x`,
      `${'1. '.repeat(1300)}x`,
      `${'> - '.repeat(1000)}x`,
    ]) {
      expect(() => parse(source), source.slice(0, 8)).toThrow(RangeError);
      const html = parse(capMarkdownNesting(source));
      expect(depth(html), source.slice(0, 8)).toBe(MAX_MARKDOWN_NESTING);
      expect(html).toContain('x');
    }
    // A number's escape goes before its punctuation: the text reads `1. 1. …`, no backslash.
    expect(parse(capMarkdownNesting('1. '.repeat(20)))).not.toContain('\\');
  });

  it('lists nested by indentation stay within the indentation cap', () => {
    const source = Array.from({ length: 150 }, (_, i) => `${' '.repeat(2 * i)}- level ${i}`).join('\n');
    expect(depth(parse(source))).toBe(150);
    const html = parse(capMarkdownNesting(source));
    expect(depth(html)).toBeLessThanOrEqual(3 * MAX_MARKDOWN_NESTING);
    expect(html).toContain('level 149');
  });

  it('leaves ordinary Markdown as it is (quotes, nested lists, code, rules)', () => {
    for (const source of [
      'Closing checklist:\n\n1. Count the drawers\n2. Lock the patio\n   - back door\n     - and the gate',
      '> Quoted\n> > and quoted again\n\nAfter.',
      '```\n> > > code keeps its markers\n```',
      '* * * * * * * * * * * * * * * * * * * * *',
      `${'- '.repeat(MAX_MARKDOWN_NESTING)}deepest allowed`,
    ]) {
      expect(capMarkdownNesting(source)).toBe(source);
    }
  });
});
