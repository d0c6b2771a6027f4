import DOMPurify, { type Config } from 'dompurify';
import { Marked } from 'marked';

// Marking a rendered reply's figures works on the renderer's output: it loads with it.
export { markBlocks } from './marks';

/**
 * Schemes a link or image may use. Everything else (javascript:, data:, vbscript:, file:...) is dropped,
 * and so is a protocol-relative URL (`//host/...`, or with backslashes, which browsers read as slashes):
 * another site, however it is spelled.
 */
const SAFE_URL = /^(?![/\\]{2})(?:https?:|mailto:|tel:|#|\/|\.{1,2}\/|[^:/?#]*(?:[/?#]|$))/i;
const URL_ATTRS = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'poster',
  'background',
  'cite',
];

/** Strip whitespace/control characters browsers ignore inside a scheme (`java\tscript:`). */
function normaliseUrl(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we strip
  return value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
}

/** True for URLs the renderer keeps: http(s), mailto, tel, fragments and relative paths. */
export function isSafeUrl(value: string): boolean {
  return SAFE_URL.test(normaliseUrl(value));
}

const CONFIG: Config = {
  USE_PROFILES: { html: true }, // no SVG, no MathML
  FORBID_TAGS: [
    // No media: an image's URL is fetched the moment it renders, so `![x](/auth/logout)` in a reply
    // would be a request made on the reader's behalf. Markdown images render as their text.
    'img',
    'picture',
    'source',
    'video',
    'audio',
    'track',
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'poster'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  // A markdown image shows its alternative text; nothing is fetched.
  renderer: { image: ({ text }) => escapeHtml(text) },
});

type Purifier = ReturnType<typeof DOMPurify>;
/** The DOM DOMPurify parses in: the page's `window`, or one given for rendering on a server (jsdom's). */
export type MarkdownWindow = Parameters<typeof DOMPurify>[0] & { Element: typeof Element };
let purifier: Purifier | undefined;
let givenWindow: MarkdownWindow | undefined;

/**
 * Renders with this DOM from now on: a server rendering the public blog's pages (it has no `window`)
 * gives jsdom's, so a post's HTML is the same DOMPurify output the browser makes.
 */
export function setMarkdownWindow(win: MarkdownWindow): void {
  givenWindow = win;
  purifier = undefined;
  blockCache.clear();
}

function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  const win = givenWindow ?? (typeof window === 'undefined' ? undefined : (window as MarkdownWindow));
  if (!win) return undefined;
  const p = DOMPurify(win);
  if (!p.isSupported) return undefined;
  // A private instance, so these hooks never leak into other DOMPurify users.
  p.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof win.Element)) return;
    for (const attr of [...node.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) node.removeAttribute(attr.name);
      else if (URL_ATTRS.includes(name) && !isSafeUrl(attr.value)) node.removeAttribute(attr.name);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
  });
  purifier = p;
  return p;
}

/** Blockquotes and list items one line may open or continue; the markers past it stay as text. */
export const MAX_MARKDOWN_NESTING = 16;
/** Columns of indentation one line's containers may use (list nesting by indentation: 2+ a level). */
const MAX_MARKDOWN_INDENT = 64;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** A container marker at the start of what is left of a line: a quote, a bullet or a number. */
const CONTAINER_MARKER = /^(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;

/**
 * Caps how deep a Markdown source nests blockquotes and lists before it is parsed (marked recurses
 * once a level: 3,500 `>` overflow its stack). A line's container prefix (quote and list markers and
 * the whitespace between them) keeps its first MAX_MARKDOWN_NESTING markers, the next one is escaped
 * (it and the rest read as text), and its whitespace is trimmed to MAX_MARKDOWN_INDENT columns in all
 * (indentation nests lists too). Every line counts, code included: a fence that a list's end closes
 * must not hide the lines after it. Lines within the caps are left as they are.
 */
export function capMarkdownNesting(source: string): string {
  if (source.length <= MAX_MARKDOWN_NESTING) return source;
  const lines = source.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (THEMATIC_BREAK.test(line)) continue;
    const capped = capLine(line);
    if (capped !== line) {
      lines[i] = capped;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : source;
}

function capLine(line: string): string {
  let at = 0;
  let markers = 0;
  let columns = 0;
  let out = '';
  let over = false;
  while (at < line.length) {
    // A whitespace run: its columns (a tab to the next multiple of 4) against what is left to spend.
    let end = at;
    let width = 0;
    while (end < line.length && (line[end] === ' ' || line[end] === '\t')) {
      width = line[end] === '\t' ? width + 4 - ((columns + width) % 4) : width + 1;
      end++;
    }
    if (end > at) {
      const room = Math.max(MAX_MARKDOWN_INDENT - columns, markers > 0 ? 1 : 0);
      if (width > room) {
        out += ' '.repeat(room);
        over = true;
      } else out += line.slice(at, end);
      columns += Math.min(width, room);
      at = end;
    }
    const marker = CONTAINER_MARKER.exec(line.slice(at, at + 11));
    if (!marker) break;
    if (markers === MAX_MARKDOWN_NESTING) {
      // The escape goes before the punctuation (`1\.`): a backslash before a digit would show.
      const digits = /^\d*/.exec(marker[0])?.[0] ?? '';
      out += `${digits}\\`;
      at += digits.length;
      over = true;
      break;
    }
    out += marker[0];
    at += marker[0].length;
    markers++;
  }
  return over ? out + line.slice(at) : line;
}

/**
 * Markdown (GitHub flavoured: tables, lists, code) to sanitized HTML, its nesting capped first
 * (capMarkdownNesting). Without a DOM (server side, none given with `setMarkdownWindow`) nothing can be
 * sanitized, so the source is returned escaped inside a <pre>, never as raw HTML. May throw (a parser
 * failure): callers show the text as plain text instead.
 */
export function renderMarkdown(source: string): string {
  const p = getPurifier();
  if (!p) return `<pre>${escapeHtml(source)}</pre>`;
  const html = marked.parse(capMarkdownNesting(source ?? ''), { async: false });
  return p.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** Rendered blocks by their source, most recently used last (see renderMarkdownBlocks). */
const blockCache = new Map<string, string>();
const BLOCK_CACHE_SIZE = 500;

function renderBlock(block: string): string {
  const hit = blockCache.get(block);
  if (hit !== undefined) {
    blockCache.delete(block);
    blockCache.set(block, hit);
    return hit;
  }
  const html = renderMarkdown(block);
  // Without a DOM nothing is sanitized (renderMarkdown's escaped fallback): never cached.
  if (!getPurifier()) return html;
  blockCache.set(block, html);
  if (blockCache.size > BLOCK_CACHE_SIZE) blockCache.delete(blockCache.keys().next().value as string);
  return html;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A line indented as a list item's continuation or as indented code: it belongs to the block before. */
const CONTINUATION = /^( {2,}|\t)\S/;
/** A reference-style link definition (`[id]: url`): it applies across blocks. */
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s/m;

/**
 * The Markdown's top-level blocks: split at blank lines outside fenced code, a block whose first line
 * is indented (a list item's next paragraph, indented code) kept with the one before. A source with a
 * reference-style link definition stays one block. Linear in the source's length.
 */
export function markdownBlocks(source: string): string[] {
  if (LINK_DEFINITION.test(source)) return source.trim() === '' ? [] : [source];
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let blank = false;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const opens = FENCE.exec(line);
    if (fence !== null) {
      current.push(line);
      if (opens && opens[1]?.[0] === fence[0] && (opens[1]?.length ?? 0) >= fence.length) fence = null;
      continue;
    }
    if (line.trim() === '') {
      blank = current.length > 0;
      if (blank) current.push(line);
      continue;
    }
    if (blank && !CONTINUATION.test(line)) {
      blocks.push(current.join('\n').trimEnd());
      current = [];
    }
    blank = false;
    current.push(line);
    if (opens) fence = opens[1] ?? null;
  }
  if (current.length > 0) blocks.push(current.join('\n').trimEnd());
  return blocks;
}

/**
 * Markdown rendered block by block (markdownBlocks), each sanitized like renderMarkdown and, but the
 * last, cached by its source: a reply streaming in changes only its last block, so each delta renders
 * that one block instead of the whole reply, and the finished reply renders from the cache (the app bench's
 * line "main-thread long tasks (> 50 ms) while a 40 KB Markdown reply streams in" went from 36 tasks,
 * up to 297 ms, to the figure it prints now).
 */
export function renderMarkdownBlocks(source: string): string[] {
  const blocks = markdownBlocks(source ?? '');
  // The last block is the one still growing while a reply streams: rendered, never cached (each of its
  // states would push a finished block out of the cache).
  return blocks.map((block, i) => (i === blocks.length - 1 ? renderMarkdown(block) : renderBlock(block)));
}
