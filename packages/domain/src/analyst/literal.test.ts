// Names and texts from the data are literal in the analyst's markdown.
import fc from 'fast-check';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { rowsOfSections } from '../report/sectionRows';
import { parseSections } from '../report/sections';
import { computeStatBlocks } from '../report/stats';
import { answerQuestion } from './answer';
import { literal } from './format';
import { generateStoreDay } from './testing/store-day';

const marked = new Marked({ gfm: true, async: false });
/** The text a browser shows for rendered inline markdown (HTML entities decoded, no tags). */
const shown = (markdown: string) => {
  const html = marked.parseInline(markdown) as string;
  return {
    html,
    text: html
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  };
};

describe('literal: data text is never markdown syntax', () => {
  it('renders any one-line text as exactly that text, with no tags (marked, as the chat renders)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), (s) => {
        fc.pre(!/[\r\n]/.test(s) && s.trim() === s && !/^\s*$/.test(s));
        const { html, text } = shown(literal(s));
        expect(html).not.toMatch(/<(?!br)[a-z]/i);
        // Marked collapses nothing in inline text; a backslash before a non-punctuation is kept as is.
        expect(text).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('the review’s examples', () => {
    expect(literal('![x](/auth/logout)')).toBe('\\!\\[x\\](/auth/logout)');
    expect(shown(literal('![x](/auth/logout)')).html).toBe('![x](/auth/logout)');
    expect(shown(literal('<img src=x onerror=alert(1)>')).html).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(shown(literal('[click](javascript:alert(1))')).html).toBe('[click](javascript:alert(1))');
    expect(literal('Line one\n  line two')).toBe('Line one line two');
  });

  it('GFM autolinks stay text: an e-mail, a URL, a www address (the property test found +@0.0)', () => {
    for (const s of ['+@0.0', 'orders@example.com', 'https://example.com/x', 'www.example.com']) {
      expect(shown(literal(s)), s).toEqual({ html: s, text: s });
    }
  });
});

describe('the analyst writes data names literally', () => {
  it('a task, a product, a timer, an employee and the store named as markdown show as text', () => {
    const g = generateStoreDay(3, '2026-11-17');
    const files = { ...g.files };
    files['tasks.csv'] = 'Status,CompletedBy,TaskName\nincomplete,,![x](/auth/logout)\ncompleted,Sam,Mop';
    files['samples.csv'] = 'Time,Product,Employee\n10:00 AM,<img src=x onerror=alert(1)>,Sam Lee';
    files['timers.csv'] = 'StartedAt,TimerName,MinutesRemaining\n10:00 AM,[hold](/auth/logout),-4';
    const blocks = computeStatBlocks(rowsOfSections(parseSections(files).sections));
    const day = { date: '2026-11-17', storeName: '**Evil** `Store`', blocks, weather: null };
    const answer = (question: string) => answerQuestion({ question, day });
    const tasks = answer('Any open tasks?');
    expect(tasks).toContain('| \\!\\[x\\](/auth/logout) | incomplete |');
    expect(tasks).toContain('**\\*\\*Evil\\*\\* \\`Store\\`, Tuesday 2026-11-17**');
    expect(answer('Which products were sampled?')).toContain('| \\<img src=x onerror=alert(1)\\> | 1 |');
    expect(answer('Any expired timers?')).toContain('| \\[hold\\](/auth/logout) | 10:00 AM | -4 |');
    // Rendered, none of them is an image, a link or a tag.
    for (const a of [tasks, answer('Which products were sampled?'), answer('Any expired timers?')]) {
      const html = marked.parse(a) as string;
      expect(html).not.toMatch(/<img|<a /);
    }
  });
});
