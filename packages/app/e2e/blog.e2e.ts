// The blog. A signed-out visitor reads the seeded posts, served rendered (with JavaScript
// off; each page with its own title and description); an admin writes a draft in the editor (field errors first, the preview beside it),
// publishes it, and a signed-out visitor then reads it and finds it in the Atom feed; unpublished,
// it is gone again. Staff cannot open the editor.
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToChat } from './flows';
import { ADMIN_EMAIL, e2eApp, PHONE, STAFF_EMAIL } from './harness';
import { repoRoot } from './server';

/**
 * Two seeded posts moved within their day (published at 09:00 UTC): the welcome post to 03:00 UTC (the
 * evening before in Los Angeles), the dashboard post to 12:00 UTC (the next day in Kiritimati).
 */
function publishAtEdgesOfTheDay(dataDir: string) {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite(process.env.DATA_DIR);
    await pg.exec("UPDATE blog_posts SET published_at = published_at - interval '6 hours' WHERE slug = 'welcome-to-store-ops'");
    await pg.exec("UPDATE blog_posts SET published_at = published_at + interval '3 hours' WHERE slug = 'dashboard-every-store-at-a-glance'");
    await pg.close();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (run.status !== 0)
    throw new Error(`moving the posts' publication failed:\n${run.stdout}\n${run.stderr}`);
}

const app = e2eApp('blog', { prepare: publishAtEdgesOfTheDay });

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
const postTitles = (page: Page) => page.locator('main h2').allTextContents();

async function openEditor(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Blog Posts' })
    .click();
  await page.waitForURL('**/posts');
  await page.getByRole('heading', { name: 'Blog Posts', level: 1 }).waitFor();
}

describe('the blog', () => {
  it('a signed-out visitor reads the list and a post, each with its own title and description, served rendered', async () => {
    // No JavaScript at all: what the server sends is the page (the first paint is the post).
    const context = await app.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const list = await page.goto('/blog');
    expect(list?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Welcome to Store Ops' }).waitFor();
    expect(await postTitles(page)).toEqual([
      'Prompt library: the questions you ask every day',
      'The dashboard: every store at a glance',
      'Welcome to Store Ops',
    ]);
    expect(await page.title()).toBe('Blog · Store Ops');
    expect(await description(page)).toBe('Product updates from the Store Ops team.');
    await app.shot(page, 'list');

    await page.getByRole('link', { name: 'Welcome to Store Ops' }).click();
    await page.waitForURL('**/blog/welcome-to-store-ops');
    await page.getByRole('heading', { name: 'Welcome to Store Ops', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'What you can ask', level: 2 }).waitFor();
    expect(await page.title()).toBe('Welcome to Store Ops · Store Ops Blog');
    expect(await description(page)).toMatch(/^Store Ops puts every store's day in one place/);
    await app.shot(page, 'post');

    // A reload of the post's address is the same page; an unknown one says so, with a 404.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Store Ops', level: 1 }).waitFor();
    const missing = await page.goto('/blog/no-such-post');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Post not found', level: 1 }).waitFor();
    await page.getByText('This post does not exist or is no longer published.').waitFor();
    expect(await page.title()).toBe('Post not found · Store Ops Blog');
    // Public: no session check, none of the app's data, no script to fetch (the page, its icon and
    // the theme's font).
    expect(
      requests.filter(
        (p) => !p.startsWith('/blog') && p !== '/favicon.svg' && !/^\/assets\/inter-[\w-]+\.woff2$/.test(p),
      ),
    ).toEqual([]);
    await context.close();

    // The blog is a page of its own: Sign in leaves it for the app's sign-in form.
    const visitor = await app.newPage();
    await visitor.goto('/blog/no-such-post');
    await visitor.getByRole('link', { name: 'Sign in' }).click();
    await visitor.waitForURL('**/login');
    await visitor.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await visitor.title()).toBe('Sign in - Store Ops');
  });

  it("a post's date is the day it was published in the reader's time zone", async () => {
    /** [datetime, shown date] of each post's date, and the same date as an Intl formatter puts it in `timeZone`. */
    const dates = async (page: Page, timeZone: string) => {
      const shown = await page
        .locator('main time')
        .evaluateAll((times) => times.map((t) => [t.getAttribute('datetime') ?? '', t.textContent ?? '']));
      const inZone = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      });
      return { shown, expected: shown.map(([at]) => [at, inZone.format(new Date(at as string))]) };
    };
    const seen: Record<string, string[]> = {};
    for (const timeZone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const page = await app.newPage({ timezoneId: timeZone });
      await page.goto('/blog');
      await page.getByRole('link', { name: 'Welcome to Store Ops' }).waitFor();
      const list = await dates(page, timeZone);
      expect(list.shown).toHaveLength(3);
      expect(list.shown).toEqual(list.expected);
      seen[timeZone] = list.shown.map(([, date]) => date as string);
      await page.goto('/blog/welcome-to-store-ops');
      await page.getByRole('heading', { name: 'Welcome to Store Ops', level: 1 }).waitFor();
      const post = await dates(page, timeZone);
      expect(post.shown).toEqual(post.expected);
      expect(post.shown[0]?.[1]).toBe(seen[timeZone]?.[2]);
    }
    // The moved posts: the dashboard post's day is a day later in Kiritimati, the welcome post's a day
    // earlier in Los Angeles, so the two readers see different dates for both.
    const kiritimati = seen['Pacific/Kiritimati'] ?? [];
    const losAngeles = seen['America/Los_Angeles'] ?? [];
    expect(kiritimati[1]).not.toBe(losAngeles[1]);
    expect(kiritimati[2]).not.toBe(losAngeles[2]);
  });

  it('reads well on a phone', async () => {
    const page = await app.newPage({ viewport: PHONE });
    await page.goto('/blog/dashboard-every-store-at-a-glance');
    await page.getByRole('heading', { name: 'The dashboard: every store at a glance', level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await app.shot(page, 'post-phone');
  });

  it('an admin writes a draft, publishes it, a visitor reads it and finds it in the feed; unpublished it is gone', async () => {
    const admin = await app.newPage();
    await signInToChat(admin, ADMIN_EMAIL);
    await openEditor(admin);
    await admin.getByRole('button', { name: 'New post' }).click();

    // Saving an empty draft says what is missing and sends nothing.
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText('Enter a title.').waitFor();
    await admin.getByText('Write the post.').waitFor();

    await admin.getByRole('textbox', { name: 'Title' }).fill('Spring menu: what’s new?');
    // The address follows the title until it is edited by hand.
    expect(await admin.getByRole('textbox', { name: /Address/ }).inputValue()).toBe('spring-menu-what-s-new');
    await admin.getByRole('textbox', { name: 'Body' }).fill(
      'Six new dishes arrive in **every store** on Monday.\n\n' +
        // Untrusted HTML in a post: neither the preview nor the served page runs it.
        '<script>document.title = "hacked"</script><img src="/x.png" onerror="document.title = \'hacked\'">\n\n' +
        '| Dish | Price |\n| --- | --- |\n| Pea soup | $6 |',
    );
    const preview = admin.getByRole('region', { name: 'Preview' });
    await preview.getByText('every store', { exact: true }).waitFor();
    await preview.getByRole('cell', { name: 'Pea soup' }).waitFor();
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText('Post saved.').waitFor();
    await app.shot(admin, 'draft-saved');

    // A draft is not public.
    const visitor = await app.newPage();
    await visitor.goto('/blog/spring-menu-what-s-new');
    await visitor.getByRole('heading', { name: 'Post not found', level: 1 }).waitFor();

    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Post published.').waitFor();
    await admin.getByRole('button', { name: 'Unpublish' }).waitFor();

    await visitor.goto('/blog');
    await visitor.getByRole('link', { name: 'Spring menu: what’s new?' }).waitFor();
    expect((await postTitles(visitor))[0]).toBe('Spring menu: what’s new?');
    await visitor.getByText('Six new dishes arrive in every store on Monday.').waitFor();
    await visitor.getByRole('link', { name: 'Spring menu: what’s new?' }).click();
    await visitor.getByRole('cell', { name: 'Pea soup' }).waitFor();
    expect(await visitor.title()).toBe('Spring menu: what’s new? · Store Ops Blog');
    await app.shot(visitor, 'published-post');
    // The page as the server sends it: the post's title and sanitized body, before any script runs.
    const served = await (await visitor.request.get('/blog/spring-menu-what-s-new')).text();
    expect(served).toMatch(/<h1 [^>]*>Spring menu: what’s new\?<\/h1>/);
    expect(served).toContain('<p>Six new dishes arrive in <strong>every store</strong> on Monday.</p>');
    expect(served).toContain('<td>Pea soup</td>');
    expect(served).not.toMatch(/hacked|onerror|<img/);

    // The feed: valid Atom (the browser's own XML parser), the new post first, absolute links.
    const feed = await visitor.request.get('/blog/feed.xml');
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const parsed = await visitor.evaluate(
      (text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const ns = 'http://www.w3.org/2005/Atom';
        return {
          error: doc.getElementsByTagName('parsererror').length,
          root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
          entries: [...doc.getElementsByTagNameNS(ns, 'entry')].map((e) => ({
            title: e.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
            link: e.getElementsByTagNameNS(ns, 'link')[0]?.getAttribute('href'),
          })),
        };
      },
      await feed.text(),
    );
    expect(parsed.error).toBe(0);
    expect(parsed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(parsed.entries[0]).toEqual({
      title: 'Spring menu: what’s new?',
      link: `${app.url}/blog/spring-menu-what-s-new`,
    });
    expect(parsed.entries).toHaveLength(4);

    // Back to a draft: gone from the list and the feed.
    await admin.getByRole('button', { name: 'Unpublish' }).click();
    await admin.getByText('Post moved back to drafts.').waitFor();
    await visitor.goto('/blog');
    await visitor.getByRole('link', { name: 'Welcome to Store Ops' }).waitFor();
    expect(await postTitles(visitor)).not.toContain('Spring menu: what’s new?');
    expect(await (await visitor.request.get('/blog/feed.xml')).text()).not.toContain('spring-menu');
  });

  it('staff have no editor: /posts goes to the chat and the editor API answers 403', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await page.goto('/posts');
    await page.waitForURL('**/chat');
    const res = await page.request.get('/api/blog/editor/posts');
    expect(res.status()).toBe(403);
  });
});
