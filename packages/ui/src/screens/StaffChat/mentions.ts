// `@handle` mentions: where they are in a text (the contract's mentionsOf rule, with positions), their
// highlighting in a message's sanitized HTML, and the `@` token being typed at the caret.

/** The same rule as the contract's `mentionsOf`: `@` after a non-word character or the start. */
const MENTION = /(^|[^\w@])@([\p{L}\p{N}._-]+)/gu;

export interface MentionSpan {
  /** Index of the `@`. */
  start: number;
  /** Index after the handle (trailing dots, dashes and underscores are punctuation, not handle). */
  end: number;
  /** The handle, lower-cased. */
  handle: string;
}

/** The mentions of `text` whose handle `isMember` accepts. */
export function mentionSpans(text: string, isMember: (handle: string) => boolean): MentionSpan[] {
  const spans: MentionSpan[] = [];
  for (const m of text.matchAll(MENTION)) {
    const name = (m[2] ?? '').replace(/[._-]+$/, '');
    const handle = name.toLowerCase();
    if (!name || !isMember(handle)) continue;
    const start = (m.index ?? 0) + (m[1] ?? '').length;
    spans.push({ start, end: start + 1 + name.length, handle });
  }
  return spans;
}

/** Elements whose text is never a mention (code is literal, a link's text is the link's). */
const LITERAL = new Set(['CODE', 'PRE', 'A', 'KBD', 'SAMP']);
/**
 * Wraps the members' `@handle` mentions of sanitized HTML in `<mark data-mention>` (with
 * `data-self` for the reader's own handle). Works on the parsed tree, inert in a <template>: only
 * text nodes are split and only marks are added, so nothing the sanitizer removed comes back. The
 * sanitizer keeps no `data-` attribute, so only real mentions carry `data-mention`.
 */
export function highlightMentionsInHtml(
  html: string,
  isMember: (handle: string) => boolean,
  selfHandle: string,
): string {
  if (typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;

  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let parent = node.parentElement;
    let literal = false;
    while (parent) {
      if (LITERAL.has(parent.tagName)) {
        literal = true;
        break;
      }
      parent = parent.parentElement;
    }
    if (!literal && node.nodeValue?.includes('@')) texts.push(node as Text);
  }
  const self = selfHandle.toLowerCase();
  for (const text of texts) {
    const value = text.nodeValue ?? '';
    const spans = mentionSpans(value, isMember);
    if (spans.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let at = 0;
    for (const span of spans) {
      if (span.start > at) fragment.append(value.slice(at, span.start));
      const mark = document.createElement('mark');
      mark.dataset.mention = '';
      if (span.handle === self) mark.dataset.self = '';
      mark.textContent = value.slice(span.start, span.end);
      fragment.append(mark);
      at = span.end;
    }
    if (at < value.length) fragment.append(value.slice(at));
    text.replaceWith(fragment);
  }
  return template.innerHTML;
}

/** The `@` token ending at the caret, if the caret is in one: where its `@` is and what follows it. */
export function mentionTokenAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const m = /(^|[^\w@])@([\p{L}\p{N}._-]*)$/u.exec(before);
  if (!m) return null;
  const query = m[2] ?? '';
  return { start: before.length - query.length - 1, query };
}

/** Members whose handle, or a word of whose name, starts with the query (case-insensitive). */
export function matchMembers<M extends { name: string; handle: string }>(
  members: readonly M[],
  query: string,
  limit = 8,
): M[] {
  const q = query.toLowerCase();
  return members
    .filter(
      (m) =>
        m.handle.toLowerCase().startsWith(q) ||
        m.name
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.startsWith(q)),
    )
    .slice(0, limit);
}
