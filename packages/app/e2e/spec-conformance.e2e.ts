// Where users start. `/` after a full page load, the drawer's Assistant link and an
// impersonation on `/`; a session that ends while the app is open; `/login` with a session made
// elsewhere; the edge swipe from the first moment; `/toc` for a regular user; the loading screen's
// bars; `/demo` without the slash.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageIdle, selectorBar, signInToChat } from './flows';
import { ADMIN_EMAIL, DEMO_PASSWORD, e2eApp, PHONE, STAFF_EMAIL } from './harness';

const app = e2eApp('spec-conformance');

const chat = (page: Page) => page.locator('[data-component="ChatScreen"]');
const loadingServices = (page: Page) => page.getByRole('heading', { name: 'Loading Services' });

/**
 * The chat with its selector bar on screen, and no loading screen left. A switch of user (an
 * impersonation started or stopped) reloads that user's sources: the loading screen may still be
 * coming or going when the badge changes, so this waits for it to be gone (a shared CI machine can
 * take many seconds to load an admin's sources) and then for the selector bar.
 */
async function expectChatWithSelectorBar(page: Page) {
  await loadingServices(page).waitFor({ state: 'detached', timeout: 60_000 });
  // Waited for, not sampled: a CI run once saw the store field visible and, a moment later, the
  // chat not (after /settings -> Assistant), which a sampled isVisible() reported as a failure.
  await chat(page).waitFor({ state: 'visible', timeout: 60_000 });
  await selectorBar(page).locator('[data-field="store"]').waitFor({ timeout: 60_000 });
  expect(await loadingServices(page).count()).toBe(0);
}

describe('/ for a signed-in user is the chat', () => {
  it('after a full page load, a reload, the Assistant link, and an impersonation started and stopped on /', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);

    // A full page load of / (a bookmark, a typed address).
    await page.goto('/');
    await expectChatWithSelectorBar(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await app.shot(page, 'root-full-load');

    await page.reload();
    await expectChatWithSelectorBar(page);
    expect(new URL(page.url()).pathname).toBe('/');

    // The drawer's Assistant entry links to /.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: ADMIN_EMAIL }).click();
    await page.waitForURL('**/settings');
    await nav.getByRole('link', { name: 'Assistant' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectChatWithSelectorBar(page);

    // Start an impersonation while on /: the chat comes back for the staff user.
    await nav.getByRole('button', { name: 'Impersonate User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select User to Impersonate' });
    await dialog.getByPlaceholder('Search users by name or email...').fill(STAFF_EMAIL);
    await dialog.getByRole('option', { name: new RegExp(STAFF_EMAIL) }).click();
    await nav.getByText(`Impersonating: ${STAFF_EMAIL}`, { exact: true }).waitFor({ timeout: 60_000 });
    await expectChatWithSelectorBar(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await app.shot(page, 'root-impersonating');

    // And a reload of / while impersonating.
    await page.reload();
    await nav.getByText(`Impersonating: ${STAFF_EMAIL}`, { exact: true }).waitFor({ timeout: 60_000 });
    await expectChatWithSelectorBar(page);

    await nav.getByRole('button', { name: /Stop Impersonating/ }).click();
    await nav.getByRole('button', { name: 'Impersonate User' }).waitFor({ timeout: 60_000 });
    await expectChatWithSelectorBar(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await app.shot(page, 'root-stopped');
    // Six user switches and page loads, each loading that user's sources: more than the default
    // two minutes on a loaded two-core CI machine is possible.
  }, 240_000);

  it('a visitor on / goes to /login with no session check and nothing preloaded', async () => {
    const page = await app.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/auth/'))
        calls.push(`${r.method()} ${pathname}`);
    });
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(calls).toEqual([]);
  });

  it('/demo without the slash is the scripted demo, with no session check', async () => {
    const page = await app.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/auth/')) calls.push(pathname);
    });
    for (const path of ['/demo', '/demo/']) {
      await page.goto(path);
      await page.locator('[data-component="DemoChat"]').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(calls).toEqual([]);
  });
});

describe('a session that ends while the app is open', () => {
  it('a logout in another tab: the next API answer (401) shows /login and says the session ended', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    // The question typed and the store-day's context ready (Send enabled): nothing of this tab's is
    // still loading, so the send below is the next request it makes.
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('How did sales compare with the forecast?');
    await page
      .locator('[data-component="ChatInput"] [data-part="send"]:not([disabled])')
      .waitFor({ timeout: 60_000 });
    const other = await page.context().newPage();
    await other.goto('/auth/logout');
    await other.waitForURL('**/login');
    await other.close();

    // The next request this tab makes (a chat send through the API client) answers 401.
    await input.press('Enter');
    await page.waitForURL('**/login', { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your session has ended.' }).textContent())
      .toBe('Your session has ended. Please sign in again.');
    expect(await chat(page).count()).toBe(0);
    await app.shot(page, 'session-ended-login');

    // Signing in again works from there.
    await page.getByLabel('E-mail').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/chat');
    await expectChatWithSelectorBar(page);
  });

  it('the report worker’s CSV fetch answering 401 signs out too', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await expectChatWithSelectorBar(page);
    // The store-day loaded first (Refresh is enabled once no fetch runs): a load still under way when
    // the session ends would find the 401 itself.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect.poll(() => refresh.isEnabled()).toBe(true);
    // The staff chat's stream also ends with the session, and its reconnect's requests would find the
    // 401 first: kept off the network, so that the worker's request is the one that does.
    await page.route('**/api/staffchat/**', (route) => route.abort());
    // The session ends on the server (another tab's logout, through the API, as a script).
    await page.evaluate(() => fetch('/auth/logout', { credentials: 'include', redirect: 'manual' }));
    // Refresh the store-day: the worker's CSV proxy request answers 401.
    await refresh.click();
    await page.waitForURL('**/login', { timeout: 20_000 });
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
  });
});

describe('/login with a session', () => {
  it('goes to /chat whether or not this browser signed in through the form', async () => {
    // A session made by a script in this browser (no form, no page of ours involved).
    const page = await app.newPage();
    const res = await page.request.post('/auth/login', {
      data: { email: STAFF_EMAIL, password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
    await page.goto('/login');
    await page.waitForURL('**/chat');
    await expectChatWithSelectorBar(page);

    // Only the session cookie, carried to another browser profile (a restored session).
    const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
    expect(sid).toBeDefined();
    const restored = await app.newPage();
    await restored.context().addCookies([sid!]);
    expect((await restored.context().cookies()).map((c) => c.name)).toEqual(['sid']);
    await restored.goto('/login');
    await restored.waitForURL('**/chat');
    await expectChatWithSelectorBar(restored);
    await app.shot(restored, 'login-restored-session-to-chat');
  });
});

describe('narrow screens: the drawer', () => {
  it('opens by an edge swipe from the first moment the signed-in screen shows', async () => {
    const page = await app.newPage({ viewport: PHONE });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/chat');
    // The menu button was never pressed: the swipe strip is there already.
    const strip = page.locator('[data-part="swipe-area"]');
    await strip.waitFor();
    expect(await strip.evaluate((el) => el.getBoundingClientRect().width)).toBe(20);
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    expect(await drawer.count()).toBe(0);
    await page.mouse.move(5, 300);
    await page.mouse.down();
    for (const x of [40, 90, 150, 210, 250]) await page.mouse.move(x, 300);
    await page.mouse.up();
    await drawer.waitFor({ timeout: 10_000 });
    expect(await drawer.getByRole('link', { name: 'Assistant' }).isVisible()).toBe(true);
    await app.shot(page, 'phone-swiped-open');
  });
});

describe('/toc for a regular user', () => {
  it('lists only what the user may open, and every link leads there', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await page.goto('/toc');
    const toc = page.locator('[data-component="TocScreen"]');
    await toc.waitFor();
    const names = ['Assistant', 'Prompts', 'Store-day report', 'Settings'];
    expect(await toc.getByRole('heading', { level: 2 }).allTextContents()).toEqual(names);
    const hrefs = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/chat', '/prompts', '/report', '/settings']);
    await app.shot(page, 'toc-staff');
    for (const [i, href] of hrefs.entries()) {
      await page.goto('/toc');
      await toc.getByRole('link', { name: `Open ${names[i]}` }).click();
      await page.waitForURL(`**${href}`);
      // The page stays (a route the user may not open would send them to /chat) and names itself.
      await page.waitForFunction((title) => document.title === title, `${names[i]} - Store Ops`);
      expect(new URL(page.url()).pathname).toBe(href);
    }
  });
});

describe('Loading Services', () => {
  it('shows one bar per source of the role and closes only when every one has finished', async () => {
    const page = await app.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/timepunches/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/chat');
    const screen = page.locator('[data-component="LoadingServices"]');
    await screen.waitFor();
    const bars = screen.locator('li[data-source]');
    expect(await bars.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-source')))).toEqual([
      'Users',
      'User Groups',
      'User Assignments',
      'Stores',
      'Companies',
      'Hours',
      'Employees',
      'Schedules',
      'Weather',
      'Shifts',
      'Availability',
      'Sales',
      'Timepunches',
    ]);
    // Everything else arrives; the held source keeps the screen up.
    await expect
      .poll(async () => screen.locator('li[data-status="loaded"]').count(), { timeout: 20_000 })
      .toBe(12);
    expect(await screen.locator('li[data-source="Timepunches"]').getAttribute('data-status')).toBe('loading');
    expect(await screen.locator('li[data-source="Timepunches"]').textContent()).toContain('Loading...');
    // Once the page has done what the twelve answers started (the screen's reveal is a deferred render).
    await pageIdle(page);
    expect(await screen.isVisible()).toBe(true);
    expect(await chat(page).isVisible()).toBe(false);
    await app.shot(page, 'loading-services-held');
    release();
    await expectChatWithSelectorBar(page);
  });

  it('a regular user gets the three sources of the role', async () => {
    const page = await app.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/hours/', async (route) => {
      await held;
      await route.continue();
    });
    const requested: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) requested.push(pathname);
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const screen = page.locator('[data-component="LoadingServices"]');
    await screen.waitFor();
    const bars = screen.locator('li[data-source]');
    expect(await bars.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-source')))).toEqual([
      'Stores',
      'Companies',
      'Hours',
    ]);
    await expect.poll(() => screen.locator('li[data-status="loaded"]').count()).toBe(2);
    await pageIdle(page);
    expect(await screen.isVisible()).toBe(true);
    release();
    await expectChatWithSelectorBar(page);
    expect(
      requested.filter((p) => ['/api/stores/', '/api/companies/', '/api/hours/'].includes(p)),
    ).toHaveLength(3);
  });
});
