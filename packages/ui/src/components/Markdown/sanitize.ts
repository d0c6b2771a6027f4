import DOMPurify, { type Config } from 'dompurify';
import { Marked } from 'marked';

// Marking a rendered reply's figures works on the renderer's output: it loads with it.
export { markBlocks } from './marks';

/** Schemes a link or image may use. Everything else (javascript:, data:, vbscript:, file:...) is dropped. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|\.{1,2}\/|[^:/?#]*(?:[/?#]|$))/i;
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
    // would be a request made on the reader's behalf (issue 21). Markdown images render as their text.
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

/**
 * Markdown (GitHub flavoured: tables, lists, code) to sanitized HTML. Without a DOM (server side, none
 * given with `setMarkdownWindow`) nothing can be sanitized, so the source is returned escaped inside a
 * <pre>, never as raw HTML.
 */
export function renderMarkdown(source: string): string {
  const p = getPurifier();
  if (!p) return `<pre>${escapeHtml(source)}</pre>`;
  const html = marked.parse(source ?? '', { async: false });
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
 * that one block instead of the whole reply, and the finished reply renders from the cache (issue 20: the app bench's
 * line "main-thread long tasks (> 50 ms) while a 40 KB Markdown reply streams in" went from 36 tasks,
 * up to 297 ms, to the figure it prints now).
 */
export function renderMarkdownBlocks(source: string): string[] {
  const blocks = markdownBlocks(source ?? '');
  // The last block is the one still growing while a reply streams: rendered, never cached (each of its
  // states would push a finished block out of the cache).
  return blocks.map((block, i) => (i === blocks.length - 1 ? renderMarkdown(block) : renderBlock(block)));
}
