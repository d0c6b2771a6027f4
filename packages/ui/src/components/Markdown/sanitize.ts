import DOMPurify, { type Config } from 'dompurify';
import { Marked } from 'marked';

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
