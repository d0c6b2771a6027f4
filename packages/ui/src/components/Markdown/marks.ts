// Marks runs of text in rendered Markdown (the figures of a chat reply, issue 20). It works on the
// sanitized HTML: the text is found in its text nodes and wrapped in <mark> elements made with the DOM
// API (fixed attributes only), so nothing of the source is ever parsed as HTML a second time.

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

/**
 * Each block of `blocks` (DOMPurify's output, in document order) with each mark's text wrapped in
 * `<mark data-figure="id" data-figure-status="status" tabindex="0">`, in order across the blocks; a
 * mark whose text is not found after the previous one is skipped. A block with no mark is returned as
 * it was (the same string, so its rendering is kept). Without a DOM (server side) the blocks are
 * returned as they are.
 */
export function markBlocks(blocks: readonly string[], marks: readonly TextMark[]): string[] {
  if (marks.length === 0 || typeof document === 'undefined') return [...blocks];
  // One DOM for all the blocks, each in an element of its own: a mark is looked for after the
  // previous one across block boundaries, as in one document.
  const template = document.createElement('template');
  template.innerHTML = blocks.map((html) => `<div>${html}</div>`).join('');
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!inCode(n)) nodes.push(n as Text);
  let index = 0;
  for (const mark of marks) {
    if (mark.text === '') continue;
    for (let i = index; i < nodes.length; i++) {
      const node = nodes[i] as Text;
      const at = node.data.indexOf(mark.text);
      if (at === -1) continue;
      const found = node.splitText(at);
      const rest = found.splitText(mark.text.length);
      const element = document.createElement('mark');
      element.setAttribute('data-figure', mark.id);
      element.setAttribute('data-figure-status', mark.status);
      element.setAttribute('tabindex', '0');
      found.replaceWith(element);
      element.append(found);
      nodes[i] = rest;
      index = i;
      break;
    }
  }
  const marked = [...template.content.children].map((wrapper) => wrapper.innerHTML);
  return blocks.map((html, i) => (marked[i]?.includes('<mark ') ? (marked[i] as string) : html));
}
