import { createHash } from 'node:crypto';
// The Markdown story's hostile corpus: the same attacks, here against the server's DOMPurify (jsdom).
import { hostileCorpus } from '@store-ops/ui/testing';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  loginTakeOverScript,
  readerDatesScript,
  renderBlogBody,
  renderBlogPage,
  renderLoginPage,
  themeScript,
} from './blogPages';

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
  it("renders a post whole: its title, description, date and the chat's sanitized Markdown, no script of its own but the theme's and the dates'", async () => {
    const { html, scriptHashes } = await renderBlogPage({ kind: 'post', post });
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
    expect(body.replace(`<script>${readerDatesScript}</script>`, '')).not.toMatch(
      /<script|<img|onerror|javascript:|hacked/,
    );
    expect(body).toContain(
      '<p><a>a link</a> and <a href="https://example.com/menu" target="_blank" rel="noopener noreferrer nofollow">ours</a></p>',
    );
    // The styles are in the page; the inline scripts are the theme's and the dates', allowed by their hashes.
    expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*--so-color-bg/);
    expect([...html.matchAll(/<script>/g)]).toHaveLength(2);
    expect(html).toContain(`</div><script>${readerDatesScript}</script></body>`);
    expect(scriptHashes).toEqual(
      [themeScript, readerDatesScript].map(
        (s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`,
      ),
    );
  });

  it("the dates' script writes each date as the day of its `datetime` in the reader's zone", async () => {
    const { html } = await renderBlogPage({ kind: 'post', post });
    const dom = new JSDOM(
      html.replace('dateTime="2026-11-04T09:00:00.000Z"', 'dateTime="2026-12-31T12:00:00.000Z"'),
      {
        runScripts: 'dangerously',
      },
    );
    const time = dom.window.document.querySelector('time');
    // Noon UTC is the 31st in every zone from UTC-11 to UTC+11, this test's process among them.
    expect(time?.textContent).toBe('31 December 2026');
    dom.window.close();
  });

  it('renders the list newest first as the server gives it, and a missing post in the words the browser shows', async () => {
    const list = await renderBlogPage({
      kind: 'list',
      posts: [
        { slug: 'b', title: 'Second', published_at: new Date('2026-11-20T10:00:00Z'), excerpt: 'Two.' },
        { slug: 'a', title: 'First', published_at: new Date('2026-11-02T10:00:00Z'), excerpt: 'One.' },
      ],
    });
    expect(list.html).toContain('<title>Blog · Store Ops</title>');
    expect(list.html).toContain(
      '<meta name="description" content="Product updates from the Store Ops team." />',
    );
    expect(
      [...bodyOf(list.html).matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => m.slice(1)),
    ).toEqual([
      ['/blog/b', 'Second'],
      ['/blog/a', 'First'],
    ]);

    const missing = await renderBlogPage({ kind: 'notFound' });
    expect(missing.html).toContain('<title>Post not found · Store Ops Blog</title>');
    expect(bodyOf(missing.html)).toMatch(
      />Post not found<\/h1><p>This post does not exist or is no longer published.<\/p>/,
    );
    // A list's dates are rewritten by the dates' script; a missing post has none, and no such script.
    expect(list.scriptHashes).toHaveLength(2);
    expect(missing.scriptHashes).toHaveLength(1);
    expect(missing.html).not.toContain(readerDatesScript);
  });

  it('sends the same page from the body rendered when the post was saved as from its Markdown', async () => {
    for (const body of [post.body, ...hostileCorpus]) {
      const page = { kind: 'post', post: { ...post, body } } as const;
      const kept = await renderBlogBody(body);
      expect(kept.length, body).toBeGreaterThan(0);
      expect((await renderBlogPage({ ...page, bodyHtml: kept })).html, body).toBe(
        (await renderBlogPage(page)).html,
      );
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
    const { html } = await renderBlogPage({ kind: 'post', post: { ...post, body } });
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
      const { html } = await renderBlogPage({ kind: 'post', post: { ...post, body } });
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
  const shell = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><title>Store Ops</title>',
    '<script type="module" crossorigin src="/assets/main-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/client-abc.js">',
    '</head>',
    '<body><div id="root"></div></body>',
    '</html>',
  ].join('\n');
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("puts the sign-in screen and its styles into index.html; the app's files load after the first paint", () => {
    const { html, scriptHashes } = renderLoginPage(shell);
    expect(html).toContain('<html data-brand="default" data-color-scheme="light" lang="en">');
    // Out of the head: the inline script requests them once the page has painted.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*--so-color-bg/);
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
    expect(root.startsWith('<div id="root" data-prerendered="login">')).toBe(true);
    expect(root).toMatch(/<h1 class="[^"]+">Sign in<\/h1>/);
    expect(root).toContain('<form noValidate="" method="post">');
    expect([...root.matchAll(/<input [^>]*name="(\w+)"/g)].map((m) => m[1])).toEqual(['email', 'password']);
    expect(root).toContain('Every store-day, reported and talked through');
    const takeOver = loginTakeOverScript({
      entry: '/assets/main-abc.js',
      preloads: ['/assets/client-abc.js'],
    });
    expect(takeOver.endsWith('({"entry":"/assets/main-abc.js","preloads":["/assets/client-abc.js"]})')).toBe(
      true,
    );
    expect(root.endsWith(`<script>${takeOver}</script>`)).toBe(true);
    expect(scriptHashes).toEqual([sha(themeScript), sha(takeOver)]);
  });

  it('refuses an index.html without an empty #root or without the app (the server then sends it as it is)', () => {
    expect(() => renderLoginPage(shell.replace('<div id="root"></div>', '<main></main>'))).toThrow(
      'index.html has no empty #root to render the sign-in screen into',
    );
    expect(() => renderLoginPage(shell.replace(/<script type="module".*<\/script>/, ''))).toThrow(
      "index.html has no module script: the app's entry",
    );
  });
});
