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
 * `html` (DOMPurify's output) with each mark's text wrapped in
 * `<mark data-figure="id" data-figure-status="status" tabindex="0">`, in order; a mark whose text is
 * not found after the previous one is skipped. Without a DOM (server side) `html` is returned as it is.
 */
export function markText(html: string, marks: readonly TextMark[]): string {
  if (marks.length === 0 || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!inCode(n)) nodes.push(n as Text);
  let index = 0;
  let offset = 0;
  for (const mark of marks) {
    if (mark.text === '') continue;
    for (let i = index, from = offset; i < nodes.length; i++, from = 0) {
      const node = nodes[i] as Text;
      const at = node.data.indexOf(mark.text, from);
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
      offset = 0;
      break;
    }
  }
  return template.innerHTML;
}
