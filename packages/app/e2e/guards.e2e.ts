// Route guards and logout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('guards');

describe('route guards', () => {
  it('sends an anonymous visitor of /settings to /login, without preloading any data', async () => {
    const page = await app.newPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(path);
    });
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await app.shot(page, 'anonymous-settings-to-login');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(apiCalls).toEqual([]);
  });

  it('shows the plain text Loading while the session check runs', async () => {
    const page = await app.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/auth/login', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await page.goto('/settings');
    await page.getByText('Loading', { exact: true }).waitFor();
    expect((await page.locator('#root').textContent())?.trim()).toBe('Loading');
    await app.shot(page, 'session-check-loading');
    release();
    await page.waitForURL('**/login');
  });

  it('sends staff visiting /users to /chat, and a signed-in user on /login to /chat', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await app.signIn(page, STAFF_EMAIL);
    await page.waitForURL('**/chat');
    await page.goto('/users');
    await page.waitForURL('**/chat');
    expect(new URL(page.url()).pathname).toBe('/chat');
    await app.shot(page, 'staff-users-to-chat');
    await page.goto('/login');
    await page.waitForURL('**/chat');
    expect(new URL(page.url()).pathname).toBe('/chat');
  });

  it('lets an admin open /users', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await app.signIn(page, ADMIN_EMAIL);
    await page.waitForURL('**/chat');
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Users' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');
    await app.shot(page, 'admin-users');
  });

  it('ends the session on /auth/logout; the back button does not bring the chat back', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await app.signIn(page, STAFF_EMAIL);
    await page.waitForURL('**/chat');
    await page.goto('/auth/logout');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await app.shot(page, 'after-logout');
    await page.goBack();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const status = await page.evaluate(
      async () => (await fetch('/auth/login', { credentials: 'include' })).status,
    );
    expect(status).toBe(401);
    await app.shot(page, 'back-after-logout');
  });

  it('a link or an image on another site cannot sign anyone out', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await app.signIn(page, STAFF_EMAIL);
    await page.waitForURL('**/chat');
    // Another site (another port of this host): an image and a link aimed at /auth/logout.
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<img src="${app.url}/auth/logout" alt="x"><a id="go" href="${app.url}/auth/logout">win a prize</a>`,
      );
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      const evil = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
      const tab = await page.context().newPage();
      await tab.goto(evil);
      await tab.waitForLoadState('networkidle');
      expect((await page.request.get('/auth/login')).status()).toBe(200);
      // Following the link shows a page with a button instead of signing out.
      await tab.click('#go');
      await tab.getByRole('button', { name: 'Sign out' }).waitFor();
      expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Sign out of Store Ops?');
      expect((await page.request.get('/auth/login')).status()).toBe(200);
      await app.shot(tab, 'logout-from-another-site');
      // The person means it: the button signs out.
      await tab.getByRole('button', { name: 'Sign out' }).click();
      await tab.waitForURL('**/login');
      expect((await page.request.get('/auth/login')).status()).toBe(401);
    } finally {
      other.close();
    }
  });
});
