// The public pages rendered on the server: the blog's (they load without the signed-in app's code:
// Lighthouse performance >= 95 and CLS 0) and /login for a visitor without a session. Built to
// dist/.ssr/publicPages.js (`npm run build`); the server gives it the page's data and the build's
// files (packages/server/src/routes/pages) and sends the document: the ui's own screens and styles, the
// post's body through the chat's sanitizing Markdown (DOMPurify in jsdom's DOM), so the first paint is
// the post itself. The app bench's lines "Lighthouse /blog" and "Lighthouse /blog/welcome-to-store-ops"
// asked for it (client-rendered, the text waited for ~140 KB of script: 93-95). The sign-in screen is
// rendered into /login so its first paint does not wait for the app's ~160 KB of script (without it
// Lighthouse gave /login 94, its FCP 2.4 s on the simulated phone); the app then takes the page over.
// Each page's one script is the build's publicPage.ts, told what to do by the page's data block.
import type { BlogPageData, PublicPageAssets, PublicPageRenderer } from '@store-ops/domain';
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
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from './publicPageData';
import { BLOG_META, blogPageMeta } from './routes/blogMeta';
import { pageTitle, paths } from './routes/paths';

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

/** index.html's description (the app's), for the rendered /login. */
export const APP_DESCRIPTION = 'Store Ops: store-day reports and an AI assistant for store staff';

/** A data block's JSON: `<` escaped, so no text in it can end the element. */
const dataJson = (data: PublicPageData) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * A public page's whole document: the ui's markup and styles in #root, the theme's font preloaded,
 * the default brand and mode (which the page's script changes to the visitor's before the first
 * paint), and the page's script with its data.
 */
function publicDocument(
  parts: { title: string; description: string; head?: string[]; root: string; prerendered?: string },
  data: Omit<PublicPageData, 'theme'>,
  assets: PublicPageAssets,
  styles: string,
): string {
  const pageData: PublicPageData = {
    theme: { modeKey: storageKeys.themeMode, brandKey: storageKeys.selectedBrand, brands: brandIds },
    ...data,
  };
  const root = parts.prerendered
    ? `<div id="root" data-prerendered="${parts.prerendered}">`
    : '<div id="root">';
  return [
    '<!doctype html>',
    '<html lang="en" data-brand="default" data-color-scheme="light">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    // As index.html: the default brand's mark.
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    // The theme's font (a hashed asset of the client build, the same name in this build): fetched
    // before the first paint waits for it (font-display: optional, so no layout shift either way).
    ...preloadFonts.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
    `<title>${escapeHtml(parts.title)}</title>`,
    ...(parts.head ?? []),
    `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${dataJson(pageData)}</script>`,
    // Render-blocking: it runs once the page is parsed, before the first paint.
    `<script type="module" src="${escapeHtml(assets.script)}" blocking="render"></script>`,
    styles,
    '</head>',
    `<body>${root}${parts.root}</div></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The ui's markup for `element` on the brand theme, and its styles' tags. */
function renderScreen(element: ReactNode): { markup: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {element}
        </ThemeProvider>,
      ),
    );
    return { markup, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The whole document of a public blog page; links are plain anchors (each page is served rendered). */
export async function renderBlogPage(page: BlogPageData, assets: PublicPageAssets): Promise<string> {
  // jsdom and the Markdown renderer only for a post whose body was not rendered already.
  if (page.kind === 'post' && !page.bodyHtml) await markdownInDom();
  const { markup, styles } = renderScreen(<Page page={page} />);
  const { title, description } = blogPageMeta(page);
  return publicDocument(
    {
      title,
      description,
      head: [
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(BLOG_META.listTitle)}" href="${blogPaths.feed}" />`,
      ],
      root: markup,
    },
    // A page without a date (a missing post) has none to write.
    page.kind === 'notFound' ? {} : { dates: { locale: blogDateLocale, options: blogDateOptions } },
    assets,
    styles,
  );
}

/**
 * `/login` for a visitor without a session: the sign-in screen as the app first shows it (the empty
 * form, the demo chat before its first line) in #root, which the page's script hands over to the app
 * (its entry and start-up chunks, requested after the first paint).
 */
export function renderLoginPage(assets: PublicPageAssets): string {
  const noop = () => {};
  const { markup, styles } = renderScreen(
    <LoginScreen state={{ status: 'idle' }} demoMessages={[]} onSubmit={noop} />,
  );
  return publicDocument(
    { title: pageTitle(paths.login), description: APP_DESCRIPTION, root: markup, prerendered: 'login' },
    { app: assets.app },
    assets,
    styles,
  );
}

/** What the server loads (its contract: PublicPageRenderer). */
export default { renderBlogPage, renderBlogBody, renderLoginPage } satisfies PublicPageRenderer;
