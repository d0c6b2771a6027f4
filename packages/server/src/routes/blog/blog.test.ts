import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BLOG_FIELD_MESSAGES, BLOG_MESSAGES } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';
import { PAGE_RENDERER } from '../pages/renderer';

interface Row {
  id: number;
  slug: string;
  title: string;
  body: string;
  published_at: string | null;
  version: number;
  updated_at: string;
  updated_by_email: string | null;
}

const NOW = `${TEST_TODAY}T12:00:00.000Z`;
const daysBefore = (days: number) =>
  new Date(Date.parse(`${TEST_TODAY}T09:00:00Z`) - days * 86_400_000).toISOString();

describe('the blog', () => {
  const env = useTestApp();
  const send = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => env.as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) });
  const create = async (cookie: string, payload: object) => {
    const res = await send(cookie, 'POST', '/api/blog/posts', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Row;
  };
  const publicSlugs = async () =>
    ((await send(null, 'GET', '/api/blog/posts')).json() as { slug: string }[]).map((p) => p.slug);

  it('lists the three seeded posts to anyone, newest first, with an excerpt of the first paragraph', async () => {
    const res = await send(null, 'GET', '/api/blog/posts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      {
        slug: 'prompt-library-and-slash-commands',
        title: 'Prompt library: the questions you ask every day',
        published_at: daysBefore(2),
        excerpt:
          'Save the questions you ask every day in /prompts, and call them from the chat by typing / at the start of the input.',
      },
      {
        slug: 'dashboard-every-store-at-a-glance',
        title: 'The dashboard: every store at a glance',
        published_at: daysBefore(9),
        excerpt:
          'Administrators now open /dashboard on yesterday for every store they run: net sales against forecast, transactions, labor cost %, late clock-ins, task completion and expired timers.',
      },
      {
        slug: 'welcome-to-store-ops',
        title: 'Welcome to Store Ops',
        published_at: daysBefore(21),
        excerpt:
          "Store Ops puts every store's day in one place: pick a company, a store and a date, and the app builds that store-day's report (sales by hour against forecast, labor, clock-ins, tasks, food-safety…",
      },
    ]);
  });

  it('answers a published post by its slug; a draft and an unknown slug are the same 404', async () => {
    const post = await send(null, 'GET', '/api/blog/posts/welcome-to-store-ops');
    expect(post.statusCode).toBe(200);
    const body = post.json() as { slug: string; title: string; published_at: string; body: string };
    expect(Object.keys(body).sort()).toEqual(['body', 'published_at', 'slug', 'title']);
    expect(body.title).toBe('Welcome to Store Ops');
    expect(body.body).toMatch(/^Store Ops puts every store's day in one place/);
    expect(body.body).toContain('## What you can ask');

    const admin = await env.login(ADMIN);
    await create(admin, { slug: 'coming-soon', title: 'Coming soon', body: 'Not yet.' });
    const notFound = { error: { code: 'not_found', message: BLOG_MESSAGES.notFound } };
    for (const slug of ['coming-soon', 'no-such-post']) {
      const res = await send(null, 'GET', `/api/blog/posts/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    // Not even an admin reads a draft through the public path.
    expect((await send(admin, 'GET', '/api/blog/posts/coming-soon')).statusCode).toBe(404);
  });

  it('an admin writes a draft, publishes it, edits it (its publication date stays), unpublishes it', async () => {
    const admin = await env.login(ADMIN);
    const draft = await create(admin, {
      slug: 'spring-menu',
      title: 'Spring menu',
      body: 'New dishes in every store.',
    });
    expect(draft).toEqual({
      id: expect.any(Number),
      slug: 'spring-menu',
      title: 'Spring menu',
      body: 'New dishes in every store.',
      published_at: null,
      version: 0,
      updated_at: NOW,
      updated_by_email: ADMIN,
    });
    expect(await publicSlugs()).not.toContain('spring-menu');

    const published = await send(admin, 'PUT', `/api/blog/posts/${draft.id}`, {
      published: true,
      version: 0,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ published_at: NOW, version: 1 });
    expect((await publicSlugs())[0]).toBe('spring-menu');

    env.clock.advance(600_000);
    const edited = await send(admin, 'PUT', `/api/blog/posts/${draft.id}`, {
      title: 'Spring menu 2026',
      published: true,
      version: 1,
    });
    expect(edited.json()).toMatchObject({
      title: 'Spring menu 2026',
      published_at: NOW,
      updated_at: `${TEST_TODAY}T12:10:00.000Z`,
      version: 2,
    });

    const unpublished = await send(admin, 'PUT', `/api/blog/posts/${draft.id}`, {
      published: false,
      version: 2,
    });
    expect(unpublished.json()).toMatchObject({ published_at: null, version: 3 });
    expect(await publicSlugs()).not.toContain('spring-menu');

    const editor = (await send(admin, 'GET', '/api/blog/editor/posts')).json() as Row[];
    expect(editor.map((p) => p.slug)).toEqual([
      'spring-menu',
      'prompt-library-and-slash-commands',
      'dashboard-every-store-at-a-glance',
      'welcome-to-store-ops',
    ]);
    expect(editor[0]).toMatchObject({ title: 'Spring menu 2026', published_at: null, version: 3 });

    const audit = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('entity', '=', 'blog_posts')
      .orderBy('id')
      .execute();
    expect(audit).toEqual(
      ['create', 'update', 'update', 'update'].map((action) => ({
        action,
        entity: 'blog_posts',
        entity_id: draft.id,
      })),
    );
  });

  it('a stale save or delete is 409 with the current post; a current delete removes it', async () => {
    const admin = await env.login(ADMIN);
    const post = await create(admin, { slug: 'stale', title: 'Stale', body: 'Text.', published: true });
    expect(post.published_at).toBe(NOW);
    await send(admin, 'PUT', `/api/blog/posts/${post.id}`, { title: 'Theirs', version: 0 });

    const mine = await send(admin, 'PUT', `/api/blog/posts/${post.id}`, { title: 'Mine', version: 0 });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({
      error: { code: 'conflict' },
      current: { id: post.id, title: 'Theirs', version: 1 },
    });
    const staleDelete = await send(admin, 'DELETE', `/api/blog/posts/${post.id}?version=0`);
    expect(staleDelete.statusCode).toBe(409);

    const deleted = await send(admin, 'DELETE', `/api/blog/posts/${post.id}?version=1`);
    expect(deleted.statusCode).toBe(204);
    expect((await send(null, 'GET', '/api/blog/posts/stale')).statusCode).toBe(404);
    const again = await send(admin, 'PUT', `/api/blog/posts/${post.id}`, { title: 'Gone', version: 1 });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a taken or malformed address and empty fields with the field message', async () => {
    const admin = await env.login(ADMIN);
    const taken = await send(admin, 'POST', '/api/blog/posts', {
      slug: 'welcome-to-store-ops',
      title: 'Again',
      body: 'Text.',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: { code: 'slug_taken', message: BLOG_MESSAGES.slugTaken } });

    const post = await create(admin, { slug: 'mine', title: 'Mine', body: 'Text.' });
    const renamed = await send(admin, 'PUT', `/api/blog/posts/${post.id}`, {
      slug: 'welcome-to-store-ops',
      version: 0,
    });
    expect(renamed.json()).toEqual({ error: { code: 'slug_taken', message: BLOG_MESSAGES.slugTaken } });
    // Its own slug is not "taken".
    expect(
      (await send(admin, 'PUT', `/api/blog/posts/${post.id}`, { slug: 'mine', version: 0 })).statusCode,
    ).toBe(200);

    for (const [payload, message] of [
      [{ slug: 'Spring Menu', title: 'T', body: 'B' }, BLOG_FIELD_MESSAGES.slug.form],
      [{ slug: 'a--b', title: 'T', body: 'B' }, BLOG_FIELD_MESSAGES.slug.form],
      [{ slug: 'ok', title: '  ', body: 'B' }, BLOG_FIELD_MESSAGES.title.empty],
      [{ slug: 'ok', title: 'T', body: 'x'.repeat(20_001) }, BLOG_FIELD_MESSAGES.body.long],
    ] as const) {
      const res = await send(admin, 'POST', '/api/blog/posts', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
  });

  it('only admins see drafts or write: 401 signed out, 403 for staff, nothing changed', async () => {
    const staff = await env.login(STAFF);
    const calls = [
      ['GET', '/api/blog/editor/posts', undefined],
      ['POST', '/api/blog/posts', { slug: 'x', title: 'X', body: 'X' }],
      ['PUT', '/api/blog/posts/1', { title: 'Hacked', version: 0 }],
      ['DELETE', '/api/blog/posts/1?version=0', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await send(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const res = await send(staff, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await send(null, 'GET', '/api/blog/posts/welcome-to-store-ops')).json().title).toBe(
      'Welcome to Store Ops',
    );
  });

  describe('the Atom feed', () => {
    it('lists the published posts with absolute links from the request origin, escaped', async () => {
      const admin = await env.login(ADMIN);
      await create(admin, {
        slug: 'fish-and-chips',
        title: 'Fish & <Chips> "special"',
        body: "Friday's <b>special</b> & more.",
        published: true,
      });
      await create(admin, { slug: 'secret-draft', title: 'Secret', body: 'Draft.' });
      const res = await env.app.inject({
        method: 'GET',
        url: '/blog/feed.xml',
        headers: { host: 'stores.example.test:8080' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const origin = 'http://stores.example.test:8080';
      const feed = res.body;
      expect(
        feed.startsWith(
          '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n',
        ),
      ).toBe(true);
      expect(feed).toContain(`  <id>${origin}/blog</id>\n  <title>Store Ops Blog</title>`);
      expect(feed).toContain(`  <updated>${NOW}</updated>`);
      expect(feed).toContain(`<link rel="self" type="application/atom+xml" href="${origin}/blog/feed.xml"/>`);
      expect(feed).toContain('<author><name>The Store Ops team</name></author>');
      const entries = [...feed.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1] ?? '');
      expect(entries.map((e) => /<id>(.*)<\/id>/.exec(e)?.[1])).toEqual([
        `${origin}/blog/fish-and-chips`,
        `${origin}/blog/prompt-library-and-slash-commands`,
        `${origin}/blog/dashboard-every-store-at-a-glance`,
        `${origin}/blog/welcome-to-store-ops`,
      ]);
      expect(entries[0]).toContain('<title>Fish &amp; &lt;Chips&gt; &quot;special&quot;</title>');
      expect(entries[0]).toContain(
        `<link rel="alternate" type="text/html" href="${origin}/blog/fish-and-chips"/>`,
      );
      expect(entries[0]).toContain(`<published>${NOW}</published>`);
      expect(entries[0]).toContain('<summary>Friday&apos;s &lt;b&gt;special&lt;/b&gt; &amp; more.</summary>');
      expect(entries[3]).toContain(`<published>${daysBefore(21)}</published>`);
      expect(feed).not.toContain('secret-draft');
    });
  });
});

describe('the Atom feed behind APP_ORIGIN', () => {
  const env = useTestApp({ appOrigins: ['https://ops.example.com', 'https://other.example.com'] });
  it('takes its links from the first APP_ORIGIN, whatever the Host header says', async () => {
    const res = await env.app.inject({
      method: 'GET',
      url: '/blog/feed.xml',
      headers: { host: 'evil.test' },
    });
    expect(res.body).toContain('<id>https://ops.example.com/blog/welcome-to-store-ops</id>');
    expect(res.body).toContain('href="https://ops.example.com/blog/feed.xml"');
    expect(res.body).not.toContain('evil.test');
  });
});

// The built app's renderer (packages/app/src/publicPages.tsx; its own test renders real pages) stands
// in here as a module that writes back the data and files it was given, so the server's part is what
// is tested: which data, which files, which status, the compression, and the answer when rendering
// fails. Its post bodies (rendered in the server's worker thread) name the body's length.
const staticDir = mkdtempSync(path.join(tmpdir(), 'store-ops-blog-static-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Store Ops</title>');
mkdirSync(path.join(staticDir, '.ssr'));
mkdirSync(path.join(staticDir, '.vite'));
/** The client build's manifest: the app's entry, its chunks, the public pages' script. */
const manifest = (entry: string) =>
  JSON.stringify({
    'index.html': { file: entry, isEntry: true, imports: ['_client.js'], dynamicImports: ['src/App.tsx'] },
    '_client.js': { file: 'assets/client-abc.js' },
    'src/App.tsx': { file: 'assets/App-abc.js', imports: ['_client.js', '_ui.js'] },
    '_ui.js': { file: 'assets/ui-abc.js' },
    'src/publicPage.ts': { file: 'assets/publicPage-abc.js', isEntry: true },
  });
writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), manifest('assets/main-abc.js'));
writeFileSync(
  path.join(staticDir, PAGE_RENDERER),
  `export default {
  async renderBlogPage(page, assets) {
    if (globalThis.__failBlogRender) throw new Error('render failed');
    globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
    return '<!doctype html><title>rendered</title>' + JSON.stringify({ ...page, assets });
  },
  async renderBlogBody(source) {
    if (source.includes('cannot be rendered')) throw new Error('render failed');
    return ['<p>' + source.length + ' characters</p>'];
  },
  renderLoginPage(assets) {
    if (globalThis.__failBlogRender) throw new Error('render failed');
    globalThis.__loginRenders = (globalThis.__loginRenders ?? 0) + 1;
    return '<p>rendered sign-in</p>' + JSON.stringify(assets);
  },
};
`,
);
const INTERNAL = { error: { code: 'internal', message: 'Internal server error.' } };

describe('the public pages, served rendered', () => {
  const env = useTestApp({ staticDir });
  const page = (url: string, headers: Record<string, string> = {}) =>
    env.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const dataOf = (body: string) => JSON.parse(body.slice(body.indexOf('{')));

  it('renders /blog from the published posts and a post from its row, with no request of the page needed', async () => {
    const list = await page('/blog');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-cache');
    const { kind, posts } = dataOf(list.body);
    expect(kind).toBe('list');
    expect(posts.map((p: { slug: string }) => p.slug)).toEqual([
      'prompt-library-and-slash-commands',
      'dashboard-every-store-at-a-glance',
      'welcome-to-store-ops',
    ]);
    expect(posts[2].published_at).toBe(daysBefore(21));

    const post = await page('/blog/welcome-to-store-ops?ref=mail');
    expect(post.statusCode).toBe(200);
    const data = dataOf(post.body);
    expect(data.kind).toBe('post');
    expect(data.post.title).toBe('Welcome to Store Ops');
    expect(data.post.body).toContain('## What you can ask');
    // The page's script is the build's, as its manifest names it; no inline script to allow.
    expect(data.assets.script).toBe('/assets/publicPage-abc.js');
    expect(post.headers['content-security-policy']).toContain("script-src 'self';");
  });

  const bodyColumns = (slug: string) =>
    env.database.db
      .selectFrom('blog_posts')
      .select(['body_html', 'body_html_renderer'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();

  it("renders a post's body when it is saved, and a read sends the row's HTML without rendering it", async () => {
    const admin = await env.login(ADMIN);
    const created = await env.as(admin, {
      method: 'POST',
      url: '/api/blog/posts',
      payload: { slug: 'kept-html', title: 'Kept', body: 'Hello **there**.', published: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = await bodyColumns('kept-html');
    expect(saved.body_html).toEqual(['<p>16 characters</p>']);
    expect(saved.body_html_renderer).toMatch(/^[\w-]{22}$/);
    // What the row holds is what the page gets: the read renders nothing.
    await env.database.db
      .updateTable('blog_posts')
      .set({ body_html: ['<p>as kept</p>'] })
      .where('slug', '=', 'kept-html')
      .execute();
    const read = await page('/blog/kept-html');
    expect(read.statusCode).toBe(200);
    expect(dataOf(read.body).bodyHtml).toEqual(['<p>as kept</p>']);

    // A new title keeps the body's HTML; a new body is rendered again.
    const { id, version } = created.json() as { id: number; version: number };
    const retitled = await env.as(admin, {
      method: 'PUT',
      url: `/api/blog/posts/${id}`,
      payload: { version, title: 'Kept again' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await bodyColumns('kept-html')).body_html).toEqual(['<p>as kept</p>']);
    const rewritten = await env.as(admin, {
      method: 'PUT',
      url: `/api/blog/posts/${id}`,
      payload: { version: version + 1, body: 'Shorter.' },
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect((await bodyColumns('kept-html')).body_html).toEqual(['<p>8 characters</p>']);
    expect(dataOf((await page('/blog/kept-html')).body).bodyHtml).toEqual(['<p>8 characters</p>']);
  });

  it("renders a post's page once per version of the post, however many read it", async () => {
    const global = globalThis as { __pageRenders?: number };
    const admin = await env.login(ADMIN);
    const created = await env.as(admin, {
      method: 'POST',
      url: '/api/blog/posts',
      payload: { slug: 'popular', title: 'Popular', body: 'Read by many.', published: true },
    });
    const { id, version } = created.json() as { id: number; version: number };
    const before = global.__pageRenders ?? 0;
    const reads = await Promise.all(
      Array.from({ length: 5 }, (_, i) => page('/blog/popular', i % 2 ? { 'accept-encoding': 'br' } : {})),
    );
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(dataOf(reads[0]?.body ?? '').post.title).toBe('Popular');
    expect(global.__pageRenders).toBe(before + 1);
    const retitled = await env.as(admin, {
      method: 'PUT',
      url: `/api/blog/posts/${id}`,
      payload: { version, title: 'Still popular' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(dataOf((await page('/blog/popular')).body).post.title).toBe('Still popular');
    expect(dataOf((await page('/blog/popular')).body).post.title).toBe('Still popular');
    expect(global.__pageRenders).toBe(before + 2);
  });

  it('renders a body kept by no renderer or by another one once, at its first read, and keeps it', async () => {
    // The seeded posts were written without their HTML.
    expect(await bodyColumns('welcome-to-store-ops')).toEqual({ body_html: null, body_html_renderer: null });
    const first = dataOf((await page('/blog/welcome-to-store-ops')).body);
    const length = first.post.body.length;
    expect(first.bodyHtml).toEqual([`<p>${length} characters</p>`]);
    const kept = await bodyColumns('welcome-to-store-ops');
    expect(kept.body_html).toEqual([`<p>${length} characters</p>`]);

    // HTML another build's renderer made is made again.
    await env.database.db
      .updateTable('blog_posts')
      .set({ body_html: ['<p>old</p>'], body_html_renderer: 'another-build' })
      .where('slug', '=', 'welcome-to-store-ops')
      .execute();
    expect(dataOf((await page('/blog/welcome-to-store-ops')).body).bodyHtml).toEqual([
      `<p>${length} characters</p>`,
    ]);
    expect(await bodyColumns('welcome-to-store-ops')).toEqual(kept);
  });

  it('saves a post whose body cannot be rendered, and its read answers the error shape', async () => {
    const admin = await env.login(ADMIN);
    const created = await env.as(admin, {
      method: 'POST',
      url: '/api/blog/posts',
      payload: { slug: 'unrendered', title: 'No', body: 'This body cannot be rendered.', published: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await bodyColumns('unrendered')).toEqual({ body_html: null, body_html_renderer: null });
    const read = await page('/blog/unrendered');
    expect([read.statusCode, read.json()]).toEqual([500, INTERNAL]);
  });

  it('answers a draft and an unknown slug with the rendered not-found page and 404', async () => {
    const admin = await env.login(ADMIN);
    const res = await env.as(admin, {
      method: 'POST',
      url: '/api/blog/posts',
      payload: { slug: 'coming-soon', title: 'Soon', body: 'Not yet.' },
    });
    expect(res.statusCode).toBe(201);
    for (const slug of ['coming-soon', 'no-such-post']) {
      const missing = await page(`/blog/${slug}`);
      expect(missing.statusCode, slug).toBe(404);
      expect(dataOf(missing.body)).toEqual({ kind: 'notFound', assets: expect.any(Object) });
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const br = await page('/blog', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(
      /^<!doctype html><title>rendered<\/title>/,
    );
    const gz = await page('/blog', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^<!doctype html><title>rendered<\/title>/);
  });

  it('renders /login for a visitor (once per build), not for a signed-in user', async () => {
    const global = globalThis as { __loginRenders?: number; __failBlogRender?: boolean };
    // When it cannot be rendered: the shell, which the browser renders.
    global.__failBlogRender = true;
    try {
      const failed = await page('/login');
      expect([failed.statusCode, failed.body]).toEqual([200, '<!doctype html><title>Store Ops</title>']);
    } finally {
      delete global.__failBlogRender;
    }
    const before = global.__loginRenders ?? 0;
    for (let i = 0; i < 2; i++) {
      const visitor = await page('/login');
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(visitor.body).toBe(
        `<p>rendered sign-in</p>${JSON.stringify({
          script: '/assets/publicPage-abc.js',
          app: {
            entry: '/assets/main-abc.js',
            preloads: ['/assets/client-abc.js', '/assets/App-abc.js', '/assets/ui-abc.js'],
          },
        })}`,
      );
      expect(visitor.headers['content-security-policy']).toContain("script-src 'self';");
    }
    expect(global.__loginRenders).toBe(before + 1);
    // A new build (its manifest) under the running server: rendered again, naming the new files.
    writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), manifest('assets/main-def.js'));
    try {
      expect((await page('/login')).body).toContain('"entry":"/assets/main-def.js"');
      expect(global.__loginRenders).toBe(before + 2);
    } finally {
      writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), manifest('assets/main-abc.js'));
    }
    // Another path of the app, and /login with a session: the shell as it is.
    expect((await page('/chat')).body).toBe('<!doctype html><title>Store Ops</title>');
    const staff = await env.login(STAFF);
    const signedIn = await env.as(staff, { method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(signedIn.body).toBe('<!doctype html><title>Store Ops</title>');
    expect(signedIn.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('answers the error shape when rendering fails, and never serves the renderer or the manifest', async () => {
    const global = globalThis as { __failBlogRender?: boolean };
    global.__failBlogRender = true;
    try {
      for (const url of ['/blog', '/blog/welcome-to-store-ops']) {
        const res = await page(url);
        expect([url, res.statusCode, res.json()]).toEqual([url, 500, INTERNAL]);
      }
    } finally {
      delete global.__failBlogRender;
    }
    for (const url of ['/.ssr/publicPages.js', '/.vite/manifest.json']) {
      const file = await page(url, { accept: 'application/json' });
      expect(file.statusCode).toBe(404);
      expect(file.body).not.toMatch(/renderBlogPage|publicPage-abc/);
    }
  });

  it('answers a client asking for JSON only with the JSON 404, as every page does', async () => {
    for (const url of ['/blog', '/blog/welcome-to-store-ops', '/login']) {
      const res = await page(url, { accept: 'application/json' });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { error: { code: 'not_found', message: 'Not found' } },
      ]);
    }
  });
});
