import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eApp, STAFF_EMAIL } from './harness';

// `/login` for a visitor arrives with the sign-in screen rendered in (the app's renderer of public
// pages, src/publicPages.tsx), so its first paint does not wait for the app's script; the app then takes
// the page over. Here the app's script is held back, as a slow line would, to use the page before it.
const app = e2eApp('login-first-paint');

/** Opens /login with the app's entry script held until the returned function is called. */
async function openWithScriptHeld(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  return release;
}

const takenOver = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));

describe('/login served rendered', () => {
  it('sends a visitor the sign-in screen in the page, no inline script; a signed-in user gets the plain shell', async () => {
    const page = await app.newPage();
    const res = await page.request.get('/login', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prerendered="login">');
    expect(html).toMatch(/<h1 class="[^"]+">Sign in<\/h1>/);
    expect(html).toContain('<label');
    expect(html).toContain('<form noValidate="" method="post">');
    // No inline script: the build's script of the public pages, and its data.
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0].replace(/-[\w-]{8}\.js/, '.js'))).toEqual([
      '<script type="application/json" id="page-data">',
      '<script type="module" src="/assets/publicPage.js" blocking="render">',
    ]);
    expect(res.headers()['content-security-policy']).toContain("script-src 'self';");

    // Signed in (the session cookie in this context): the shell, which goes on to the chat.
    await page.goto('/login');
    await app.signIn(page, STAFF_EMAIL);
    await page.waitForURL('**/chat');
    const signedIn = await page.request.get('/login', { headers: { accept: 'text/html' } });
    expect(await signedIn.text()).toContain('<div id="root"></div>');
  });

  it('keeps what was typed before the app ran, and where the caret was', async () => {
    const page = await app.newPage();
    const release = await openWithScriptHeld(page);
    await page.getByLabel('E-mail').pressSequentially(STAFF_EMAIL);
    await page.getByLabel('Password').pressSequentially(DEMO_PASSWORD);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    release();
    await takenOver(page);
    expect(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        const value = (name: string) =>
          document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
        return {
          email: value('email'),
          password: value('password'),
          focused: active.name,
          caret: [active.selectionStart, active.selectionEnd],
        };
      }),
    ).toEqual({
      email: STAFF_EMAIL,
      password: DEMO_PASSWORD,
      focused: 'password',
      caret: [DEMO_PASSWORD.length - 2, DEMO_PASSWORD.length - 2],
    });
    // The app's form has them: it signs in with them.
    await page.keyboard.press('Enter');
    await page.waitForURL('**/chat');
  });

  it('holds a submit made before the app ran and sends it once the app has the values: no password in any URL', async () => {
    const page = await app.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const release = await openWithScriptHeld(page);
    await page.getByLabel('E-mail').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(page.url()).toBe(`${app.url}/login`);
    release();
    await page.waitForURL('**/chat');
    await page.getByRole('button', { name: 'Send' }).waitFor();
    expect(
      urls.filter((url) => url.includes(encodeURIComponent(DEMO_PASSWORD)) || url.includes('password=')),
    ).toEqual([]);
  });
});
