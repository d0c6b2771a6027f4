import { readFileSync } from 'node:fs';
// The Markdown story's hostile corpus: the same attacks, here against the server's DOMPurify (jsdom).
import { hostileCorpus } from '@store-ops/ui/testing';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from './publicPageData';
import { APP_DESCRIPTION, renderBlogBody, renderBlogPage, renderLoginPage } from './publicPages';

/** The build's files, as the server reads them from the client build's manifest. */
const assets = {
  script: '/assets/publicPage-abc.js',
  app: { entry: '/assets/main-abc.js', preloads: ['/assets/client-abc.js'] },
};
const render = (page: Parameters<typeof renderBlogPage>[0]) => renderBlogPage(page, assets);

/** The page's data block, parsed. */
const dataOf = (html: string): PublicPageData => {
  const open = `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">`;
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start)));
};
/** Runs the page's script (publicPage.ts) in `dom`, as the browser runs the build's module. */
async function runPageScript(dom: JSDOM) {
  const w = dom.window;
  vi.stubGlobal('window', w);
  for (const name of [
    'document',
    'localStorage',
    'requestAnimationFrame',
    'MutationObserver',
    'HTMLInputElement',
    'Event',
  ] as const)
    vi.stubGlobal(name, name === 'localStorage' ? undefined : w[name]);
  vi.resetModules();
  await import('./publicPage');
}
afterEach(() => vi.unstubAllGlobals());

/** Every script element of the page, as written. */
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);

const post = {
  slug: 'spring-menu',
  title: 'Spring menu <new>',
  published_at: new Date('2026-11-04T09:00:00Z'),
  body: [
    'Six new dishes in **every store**.',
    '<script>window.hacked = 1</script>',
    '<img src="/auth/logout" onerror="window.hacked = 2">',
    '[a link](javascript:alert(3)) and [ours](https://example.com/menu)',
    '| Dish | Price |\n| --- | --- |\n| Pea soup | $6 |',
  ].join('\n\n'),
};

/** The text between `<body>` and `</body>`: what a reader sees before any script runs. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('</body>'));

describe('the public blog rendered on the server', () => {
  it("renders a post whole: its title, description, date and the chat's sanitized Markdown; its one script the build's", async () => {
    const html = await render({ kind: 'post', post });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Spring menu &lt;new&gt; · Store Ops Blog</title>');
    expect(html).toContain('<meta name="description" content="Six new dishes in every store." />');
    const body = bodyOf(html);
    expect(body).toMatch(/<h1 id="[^"]+" class="[^"]+">Spring menu &lt;new&gt;<\/h1>/);
    expect(body).toMatch(
      /<time dateTime="2026-11-04T09:00:00.000Z" data-reader-date="" class="[^"]+">4 November 2026<\/time>/,
    );
    expect(body).toContain('<p>Six new dishes in <strong>every store</strong>.</p>');
    expect(body).toContain('<td>Pea soup</td>');
    // Untrusted HTML in the body does not survive: no script, no image, no handler, no javascript: URL.
    expect(body).not.toMatch(/<script|<img|onerror|javascript:|hacked/);
    expect(body).toContain(
      '<p><a>a link</a> and <a href="https://example.com/menu" target="_blank" rel="noopener noreferrer nofollow">ours</a></p>',
    );
    // The styles are in the page; no inline script: the build's script, render-blocking, and its data.
    expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*--so-color-bg/);
    expect(scriptsOf(html)).toEqual([
      `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">`,
      '<script type="module" src="/assets/publicPage-abc.js" blocking="render">',
    ]);
    const data = dataOf(html);
    expect(data.dates).toEqual({
      locale: 'en-GB',
      options: { day: 'numeric', month: 'long', year: 'numeric' },
    });
    expect(data.theme.brands).toContain('default');
    expect(data.app).toBeUndefined();
  });

  it("the page's script writes each date as the day of its `datetime` in the reader's zone", async () => {
    const html = await render({ kind: 'post', post });
    const dom = new JSDOM(
      html.replace('dateTime="2026-11-04T09:00:00.000Z"', 'dateTime="2026-12-31T12:00:00.000Z"'),
    );
    await runPageScript(dom);
    const time = dom.window.document.querySelector('time');
    // Noon UTC is the 31st in every zone from UTC-11 to UTC+11, this test's process among them.
    expect(time?.textContent).toBe('31 December 2026');
    expect(dom.window.document.documentElement.dataset.colorScheme).toBe('light');
    dom.window.close();
  });

  it('renders the list newest first as the server gives it, and a missing post in the words the browser shows', async () => {
    const list = await render({
      kind: 'list',
      posts: [
        { slug: 'b', title: 'Second', published_at: new Date('2026-11-20T10:00:00Z'), excerpt: 'Two.' },
        { slug: 'a', title: 'First', published_at: new Date('2026-11-02T10:00:00Z'), excerpt: 'One.' },
      ],
    });
    expect(list).toContain('<title>Blog · Store Ops</title>');
    expect(list).toContain('<meta name="description" content="Product updates from the Store Ops team." />');
    expect(
      [...bodyOf(list).matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => m.slice(1)),
    ).toEqual([
      ['/blog/b', 'Second'],
      ['/blog/a', 'First'],
    ]);

    const missing = await render({ kind: 'notFound' });
    expect(missing).toContain('<title>Post not found · Store Ops Blog</title>');
    expect(bodyOf(missing)).toMatch(
      />Post not found<\/h1><p>This post does not exist or is no longer published.<\/p>/,
    );
    // A list's dates are rewritten by the page's script; a missing post has none to write.
    expect(dataOf(list).dates).toBeDefined();
    expect(dataOf(missing).dates).toBeUndefined();
  });

  it('sends the same page from the body rendered when the post was saved as from its Markdown', async () => {
    for (const body of [post.body, ...hostileCorpus]) {
      const page = { kind: 'post', post: { ...post, body } } as const;
      const kept = await renderBlogBody(body);
      expect(kept.length, body).toBeGreaterThan(0);
      expect(await render({ ...page, bodyHtml: kept }), body).toBe(await render(page));
    }
  });

  it('drops the address of a protocol-relative link (another site), in Markdown and in HTML', async () => {
    const body = [
      '[md](//evil.example/login)',
      '<a href="//evil.example/a">html</a>',
      '<a href="/\\evil.example/b">backslash</a>',
      '<a href="/&#x09;/evil.example/c">tab</a>',
      '[ours](/blog/spring-menu)',
    ].join('\n\n');
    const html = await render({ kind: 'post', post: { ...post, body } });
    const doc = new JSDOM(bodyOf(html)).window.document;
    const links = [...(doc.querySelector('[data-component="Markdown"]')?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['md', null],
      ['html', null],
      ['backslash', null],
      ['tab', null],
      ['ours', '/blog/spring-menu'],
    ]);
  });

  it("lets nothing of the Markdown story's hostile corpus through: no script, handler, frame or unsafe URL", async () => {
    for (const body of hostileCorpus) {
      const html = await render({ kind: 'post', post: { ...post, body } });
      const doc = new JSDOM(bodyOf(html)).window.document;
      const markdown = doc.querySelector('[data-component="Markdown"]');
      expect(markdown, body).not.toBeNull();
      const found = [...(markdown?.querySelectorAll('*') ?? [])].flatMap((el) => [
        ...(/^(script|style|iframe|object|embed|svg|math|img|form|input|base|meta|template|noscript)$/i.test(
          el.tagName,
        )
          ? [el.tagName]
          : []),
        ...[...el.attributes]
          .filter(
            (a) =>
              /^on/i.test(a.name) || a.name === 'style' || /^\s*(javascript|data|vbscript):/i.test(a.value),
          )
          .map((a) => `${a.name}=${a.value}`),
      ]);
      expect(found, body).toEqual([]);
    }
  });
});

describe('/login rendered on the server', () => {
  it("renders the sign-in screen and its styles; the page's script loads the app's files after the first paint", async () => {
    const html = renderLoginPage(assets);
    expect(html).toContain('<html lang="en" data-brand="default" data-color-scheme="light">');
    expect(html).toContain('<title>Sign in - Store Ops</title>');
    expect(html).toContain(`<meta name="description" content="${APP_DESCRIPTION}" />`);
    // Not in the page: the page's script requests them once the page has painted.
    expect(html).not.toMatch(/rel="modulepreload"|src="\/assets\/main/);
    expect(scriptsOf(html)).toEqual([
      `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">`,
      '<script type="module" src="/assets/publicPage-abc.js" blocking="render">',
    ]);
    expect(dataOf(html).app).toEqual(assets.app);
    expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*--so-color-bg/);
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
    expect(root.startsWith('<div id="root" data-prerendered="login">')).toBe(true);
    expect(root).toMatch(/<h1 class="[^"]+">Sign in<\/h1>/);
    expect(root).toContain('<form noValidate="" method="post">');
    expect([...root.matchAll(/<input [^>]*name="(\w+)"/g)].map((m) => m[1])).toEqual(['email', 'password']);
    expect(root).toContain('Every store-day, reported and talked through');
  });

  it('says what index.html says of the app', () => {
    const index = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(index).toContain(`<meta name="description" content="${APP_DESCRIPTION}" />`);
  });

  it("hands the form over to the app: what was typed is kept, the app's files are requested", async () => {
    const dom = new JSDOM(renderLoginPage(assets), { pretendToBeVisual: true });
    const { document } = dom.window;
    await runPageScript(dom);
    const email = document.querySelector<HTMLInputElement>('input[name="email"]');
    if (!email) throw new Error('no e-mail field');
    email.value = 'staff@example.com';
    await vi.waitFor(
      () =>
        expect(
          [...document.head.querySelectorAll('link[rel="modulepreload"], script[src]')].map(
            (el) => el.getAttribute('href') ?? el.getAttribute('src'),
          ),
        ).toEqual(['/assets/publicPage-abc.js', '/assets/client-abc.js', '/assets/main-abc.js']),
      { timeout: 5_000 },
    );
    // The app's render replaces the form: its field gets what was typed.
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    root.innerHTML = '<form><input name="email" /><input name="password" /></form>';
    await vi.waitFor(
      () =>
        expect(document.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
          'staff@example.com',
        ),
      { timeout: 5_000 },
    );
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    dom.window.close();
  });
});
