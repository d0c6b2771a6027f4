// The public pages rendered on the server: the blog's (they load without the signed-in app's code:
// Lighthouse performance >= 95 and CLS 0). Built to dist/.ssr/blogPages.js
// (`npm run build`); the server gives it the page's data (packages/server/src/routes/blog/pages.ts)
// and sends the document: the ui's own screens and styles, the post's body through the chat's
// sanitizing Markdown (DOMPurify in jsdom's DOM), so the first paint is the post itself and the page
// needs no JavaScript. The app bench's lines "Lighthouse /blog" and "Lighthouse /blog/welcome-to-store-ops"
// asked for it (client-rendered, the text waited for ~140 KB of script: 93-95). When the server cannot
// render (no build of this module, a failure), it sends blog.html, whose script renders the same page.
// And /login for a visitor without a session (renderLoginPage): the sign-in screen in index.html's
// #root, so its first paint does not wait for the app's ~160 KB of script (without it Lighthouse
// gave /login 94, its FCP 2.4 s on the simulated phone); the app then takes the page over
// (takeOverPrerenderedLogin).
import { createHash } from 'node:crypto';
import type { BlogPageData, BlogPageRenderer, RenderedPage } from '@store-ops/domain';
import { blogPaths } from '@store-ops/domain';
import { storageKeys } from '@store-ops/machines';
import {
  BlogListScreen,
  BlogPostScreen,
  blogDateLocale,
  blogDateOptions,
  brandIds,
  GlobalStyle,
  LoginScreen,
  loadMarkdownRenderer,
  preloadFonts,
  theme,
} from '@store-ops/ui';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { BLOG_META, blogPageMeta } from './routes/blogMeta';
import { pageTitle, paths } from './routes/paths';

/**
 * Before the first paint, the brand and mode the visitor's browser keeps (as the app's theme machine
 * reads them: the stored choice, else the system's), on <html>, where every themed colour is a CSS
 * variable of `[data-brand][data-color-scheme]`. Inline, so it costs no request; its hash is in the
 * page's CSP.
 */
export const themeScript = `(function(){var d=document.documentElement,m=null,b=null;try{m=localStorage.getItem(${JSON.stringify(storageKeys.themeMode)});b=localStorage.getItem(${JSON.stringify(storageKeys.selectedBrand)})}catch(e){}if(${JSON.stringify(brandIds)}.indexOf(b)>=0)d.setAttribute("data-brand",b);d.setAttribute("data-color-scheme",m==="light"||m==="dark"?m:window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")})()`;
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const themeScriptHash = scriptHash(themeScript);

/**
 * A post's date is the day it was published in the reader's time zone, which only the browser knows:
 * the page is rendered with the UTC date, and this inline script (after #root: it runs as the page is
 * parsed, before the first paint; its hash is in the page's CSP) rewrites each one from its `datetime`.
 */
export const readerDatesScript = `(function(){var f=new Intl.DateTimeFormat(${JSON.stringify(blogDateLocale)},${JSON.stringify(blogDateOptions)});document.querySelectorAll("time[data-reader-date]").forEach(function(t){var d=new Date(t.getAttribute("datetime"));if(!isNaN(d.getTime()))t.textContent=f.format(d)})})()`;
const readerDatesScriptHash = scriptHash(readerDatesScript);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** jsdom's DOM for DOMPurify, made once. */
let markdownReady: Promise<void> | undefined;
function markdownInDom(): Promise<void> {
  markdownReady ??= Promise.all([loadMarkdownRenderer(), import('jsdom')]).then(
    ([renderer, { JSDOM }]) => renderer.setMarkdownWindow(new JSDOM('').window),
    (error: unknown) => {
      markdownReady = undefined;
      throw error;
    },
  );
  return markdownReady;
}

function Page({ page }: { page: BlogPageData }) {
  const noop = () => {};
  if (page.kind === 'list')
    return <BlogListScreen state={{ status: 'loaded', posts: page.posts }} onRetry={noop} timeZone="UTC" />;
  return (
    <BlogPostScreen
      state={
        page.kind === 'post'
          ? { status: 'loaded', post: page.post, bodyHtml: page.bodyHtml }
          : { status: 'notFound' }
      }
      onRetry={noop}
      timeZone="UTC"
    />
  );
}

/**
 * A post body as its page shows it: the chat's sanitizing Markdown, block by block. The server renders
 * a post's body once, when it is saved, and keeps it (BlogPageData's `bodyHtml`).
 */
export async function renderBlogBody(source: string): Promise<string[]> {
  await markdownInDom();
  const renderer = await loadMarkdownRenderer();
  return renderer.renderMarkdownBlocks(source);
}

/** The whole document of a public blog page; links are plain anchors (each page is served rendered). */
export async function renderBlogPage(page: BlogPageData): Promise<RenderedPage> {
  // jsdom and the Markdown renderer only for a post whose body was not rendered already.
  if (page.kind === 'post' && !page.bodyHtml) await markdownInDom();
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Page page={page} />
        </ThemeProvider>,
      ),
    );
    const { title, description } = blogPageMeta(page);
    // A page without a date (a missing post) needs no script for it.
    const dates = page.kind !== 'notFound';
    const html = [
      '<!doctype html>',
      '<html lang="en" data-brand="default" data-color-scheme="light">',
      '<head>',
      '<meta charset="UTF-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      // As blog.html and index.html: the default brand's mark.
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      `<meta name="description" content="${escapeHtml(description)}" />`,
      // The theme's font (a hashed asset of the client build, the same name in this build): fetched
      // before the first paint waits for it (font-display: optional, so no layout shift either way).
      ...preloadFonts.map(
        (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
      ),
      `<title>${escapeHtml(title)}</title>`,
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(BLOG_META.listTitle)}" href="${blogPaths.feed}" />`,
      `<script>${themeScript}</script>`,
      sheet.getStyleTags(),
      '</head>',
      `<body><div id="root">${body}</div>${dates ? `<script>${readerDatesScript}</script>` : ''}</body>`,
      '</html>',
      '',
    ].join('\n');
    return { html, scriptHashes: dates ? [themeScriptHash, readerDatesScriptHash] : [themeScriptHash] };
  } finally {
    sheet.seal();
  }
}

/**
 * The server-rendered sign-in form (`data-prerendered="login"` on #root) shows, and takes typing, before
 * the app's script has run; React's first render then replaces its markup with its own. This inline
 * script (after #root: it runs as the page is parsed; its hash is in the page's CSP) makes that
 * hand-over lose nothing:
 * - a submit before the app runs (Enter, the button) stays in the page and is remembered;
 * - when React's markup replaces the form, in the same task (before the next paint), each field gets
 *   what was typed into its predecessor (set as typing does: the native setter, then an input event,
 *   which React's onChange listens to), the field that had the caret gets it back where it was, and a
 *   remembered submit is sent again once React has rendered those values.
 * - the app's script and its start-up chunks (index.html's, taken out of its head) are requested
 *   after the first paint: on a slow line the page's own text, styles and font come first, and the
 *   script then has the line to itself (the app bench's "Lighthouse /login": median 95 with them in
 *   the head at low priority, their downloads counted into the simulated phone's LCP).
 * The form's `method="post"` (LoginScreen) keeps the password out of any URL even if this script
 * were refused. Plain DOM code: it is sent as its source text, with the app's files as its argument.
 */
function takeOverPrerenderedLogin(app: { entry: string; preloads: string[] }) {
  const root = document.getElementById('root');
  if (!root) return;
  const load = () => {
    for (const href of app.preloads)
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: app.entry }));
  };
  // After the frame that paints the page; at once in a tab that is not shown (it paints no frames).
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
  const fields = [...root.querySelectorAll<HTMLInputElement>('input[name]')];
  let submitted = false;
  let focused: HTMLInputElement | null = null;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    submitted = true;
  };
  // The field with the caret, as focus moves to another element (the button, a link). A focusout to
  // nothing is not counted: the form's removal (React replacing it) is one.
  const onFocus = (event: FocusEvent) => {
    if (event.type === 'focusin') focused = fields.find((field) => field === event.target) ?? null;
    else if (event.relatedTarget !== null) focused = null;
  };
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onFocus);
  const observer = new MutationObserver(() => {
    if (fields.some((field) => field.isConnected)) return;
    observer.disconnect();
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', onFocus);
    root.removeAttribute('data-prerendered');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const old of fields) {
      const field = [...root.querySelectorAll<HTMLInputElement>('input[name]')].find(
        (f) => f.name === old.name,
      );
      if (!field) continue;
      if (old.value !== '' && field.value !== old.value) {
        setValue?.call(field, old.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (old === focused) {
        field.focus();
        // Not every input type has a caret position (e-mail fields do not).
        if (old.selectionStart !== null && old.selectionEnd !== null)
          field.setSelectionRange(old.selectionStart, old.selectionEnd);
      }
    }
    if (submitted) setTimeout(() => root.querySelector('form')?.requestSubmit(), 0);
  });
  observer.observe(root, { childList: true });
}
/** The inline script of a rendered /login: takeOverPrerenderedLogin, given the app's files. */
export const loginTakeOverScript = (app: { entry: string; preloads: string[] }) =>
  `(${takeOverPrerenderedLogin.toString()})(${JSON.stringify(app).replace(/</g, '\\u003c')})`;

const ROOT = '<div id="root"></div>';

/**
 * `/login` for a visitor without a session: the built index.html with the sign-in screen (as the app
 * first shows it: the empty form, the demo chat before its first line) in #root and its styles in the
 * head, the visitor's brand and mode set before the first paint (themeScript).
 */
export function renderLoginPage(indexHtml: string): RenderedPage {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes('</head>') || !indexHtml.includes('<html'))
    throw new Error('index.html has no empty #root to render the sign-in screen into');
  const sheet = new ServerStyleSheet();
  try {
    const noop = () => {};
    const body = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <LoginScreen state={{ status: 'idle' }} demoMessages={[]} onSubmit={noop} />
        </ThemeProvider>,
      ),
    );
    // The app's script and start-up chunks, requested by the inline script after the first paint.
    const app = { entry: '', preloads: [] as string[] };
    const withoutApp = indexHtml
      .replace(/[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/, (_tag, src: string) => {
        app.entry = src;
        return '';
      })
      .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_tag, href: string) => {
        app.preloads.push(href);
        return '';
      });
    if (app.entry === '') throw new Error("index.html has no module script: the app's entry");
    const takeOver = loginTakeOverScript(app);
    const html = withoutApp
      // As the blog's pages: the default brand and mode, which themeScript changes to the visitor's.
      .replace('<html', '<html data-brand="default" data-color-scheme="light"')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(paths.login))}</title>`)
      .replace('</head>', () => `<script>${themeScript}</script>\n${sheet.getStyleTags()}\n</head>`)
      .replace(
        ROOT,
        () => `<div id="root" data-prerendered="login">${body}</div><script>${takeOver}</script>`,
      );
    return { html, scriptHashes: [themeScriptHash, scriptHash(takeOver)] };
  } finally {
    sheet.seal();
  }
}

/** What the server loads (its contract: BlogPageRenderer). */
export default { renderBlogPage, renderBlogBody, renderLoginPage } satisfies BlogPageRenderer;
