// Marks runs of text in rendered Markdown (the figures of a chat reply). It works on the
// sanitized HTML: the text is found in its text nodes and wrapped in <mark> elements made with the DOM
// API (fixed attributes only), so nothing of the source is ever parsed as HTML a second time.
import { figureSpans } from '@store-ops/domain';

/** A run of text to mark: the first occurrence after the previous mark's. */
export interface TextMark {
  text: string;
  /** Written to `data-figure` (the caller's index of the figure). */
  id: string;
  /** `traced`: equals a figure of the report context; `flagged`: not in the report context. */
  status: 'traced' | 'flagged';
}

/** Code is quoted, not stated: its numbers are left alone. */
const inCode = (node: Node) => Boolean(node.parentElement?.closest('code, pre'));

/** A text node still to be searched: `node` holds its original text from `offset` on. */
interface Run {
  node: Text;
  offset: number;
  data: string;
  spans: { start: number; end: number }[] | null;
}

/**
 * Each block of `blocks` (DOMPurify's output, in document order) with each mark's text wrapped in
 * `<mark data-figure="id" data-figure-status="status" tabindex="0">`, in order across the blocks; a
 * mark whose text is not found after the previous one is skipped. A mark goes only where its text stands
 * as a number of its own (`figureSpans`): "27" is never marked inside "Nov 27" nor "2" inside "2 PM".
 * A block with no mark is returned as it was (the same string, so its rendering is kept). Without a DOM
 * (server side) the blocks are returned as they are.
 */
export function markBlocks(blocks: readonly string[], marks: readonly TextMark[]): string[] {
  if (marks.length === 0 || typeof document === 'undefined') return [...blocks];
  // One DOM for all the blocks, each in an element of its own: a mark is looked for after the
  // previous one across block boundaries, as in one document.
  const template = document.createElement('template');
  template.innerHTML = blocks.map((html) => `<div>${html}</div>`).join('');
  const runs: Run[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (!inCode(n)) runs.push({ node: n as Text, offset: 0, data: (n as Text).data, spans: null });
  let index = 0;
  for (const mark of marks) {
    if (mark.text === '') continue;
    for (let i = index; i < runs.length; i++) {
      const run = runs[i] as Run;
      run.spans ??= figureSpans(run.data);
      const span = run.spans.find(
        (sp) => sp.start >= run.offset && run.data.slice(sp.start, sp.end) === mark.text,
      );
      if (!span) continue;
      const found = run.node.splitText(span.start - run.offset);
      const rest = found.splitText(mark.text.length);
      const element = document.createElement('mark');
      element.setAttribute('data-figure', mark.id);
      element.setAttribute('data-figure-status', mark.status);
      element.setAttribute('tabindex', '0');
      found.replaceWith(element);
      element.append(found);
      run.node = rest;
      run.offset = span.end;
      index = i;
      break;
    }
  }
  const marked = [...template.content.children].map((wrapper) => wrapper.innerHTML);
  return blocks.map((html, i) => (marked[i]?.includes('<mark ') ? (marked[i] as string) : html));
}
