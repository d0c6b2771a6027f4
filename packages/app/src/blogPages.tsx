// The public blog's pages rendered on the server (issue 18: "the public pages load without the
// signed-in app's code: Lighthouse performance >= 95 and CLS 0"). Built to dist/.ssr/blogPages.js
// (`npm run build`); the server gives it the page's data (packages/server/src/routes/blog/pages.ts)
// and sends the document: the ui's own screens and styles, the post's body through the chat's
// sanitizing Markdown (DOMPurify in jsdom's DOM), so the first paint is the post itself and the page
// needs no JavaScript. The app bench's lines "Lighthouse /blog" and "Lighthouse /blog/welcome-to-store-ops"
// asked for it (client-rendered, the text waited for ~140 KB of script: 93-95). When the server cannot
// render (no build of this module, a failure), it sends blog.html, whose script renders the same page.
import { createHash } from 'node:crypto';
import type { BlogPageData, BlogPageRenderer, RenderedBlogPage } from '@store-ops/domain';
import { blogPaths } from '@store-ops/domain';
import { storageKeys } from '@store-ops/machines';
import {
  BlogListScreen,
  BlogPostScreen,
  brandIds,
  GlobalStyle,
  loadMarkdownRenderer,
  preloadFonts,
  theme,
} from '@store-ops/ui';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { BLOG_META, blogPageMeta } from './routes/blogMeta';

/**
 * Before the first paint, the brand and mode the visitor's browser keeps (as the app's theme machine
 * reads them: the stored choice, else the system's), on <html>, where every themed colour is a CSS
 * variable of `[data-brand][data-color-scheme]`. Inline, so it costs no request; its hash is in the
 * page's CSP.
 */
export const themeScript = `(function(){var d=document.documentElement,m=null,b=null;try{m=localStorage.getItem(${JSON.stringify(storageKeys.themeMode)});b=localStorage.getItem(${JSON.stringify(storageKeys.selectedBrand)})}catch(e){}if(${JSON.stringify(brandIds)}.indexOf(b)>=0)d.setAttribute("data-brand",b);d.setAttribute("data-color-scheme",m==="light"||m==="dark"?m:window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")})()`;
const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** jsdom's DOM for DOMPurify, made once (with the first page: the list warms it for the first post). */
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
    return <BlogListScreen state={{ status: 'loaded', posts: page.posts }} onRetry={noop} />;
  return (
    <BlogPostScreen
      state={page.kind === 'post' ? { status: 'loaded', post: page.post } : { status: 'notFound' }}
      onRetry={noop}
    />
  );
}

/** The whole document of a public blog page; links are plain anchors (each page is served rendered). */
export async function renderBlogPage(page: BlogPageData): Promise<RenderedBlogPage> {
  const markdown = markdownInDom();
  if (page.kind === 'post') await markdown;
  else markdown.catch(() => {}); // a post's render will try again
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
      `<body><div id="root">${body}</div></body>`,
      '</html>',
      '',
    ].join('\n');
    return { html, scriptHashes: [themeScriptHash] };
  } finally {
    sheet.seal();
  }
}

/** What the server loads (its contract: BlogPageRenderer). */
export default { renderBlogPage } satisfies BlogPageRenderer;
