// A wrong password shows the server's message; a hostile chat reply executes nothing.
import { handlersHadTheirChance } from '@store-ops/ui/testing';
import { describe, expect, it } from 'vitest';
import { askAssistant, replies, signInToChat } from './flows';
import { e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('bad-input');

const HOSTILE = [
  'Here is your report <script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  "[click me](javascript:window.__xss='link')",
  '<a href="javascript:window.__xss=\'a\'">a link</a>',
  '<svg onload="window.__xss=\'svg\'"><script>window.__xss="svg-script"</script></svg>',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
  '<details open ontoggle="window.__xss=\'details\'">x</details>',
  '![img](data:text/html,<script>window.__xss=1</script>)',
].join('\n\n');

describe('bad input', () => {
  it("shows the server's message for a wrong password", async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/auth/login') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    const response = await answer;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);
    const alert = page.locator('[data-component="LoginScreen"] [role="alert"]');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(message);
    expect(new URL(page.url()).pathname).toBe('/login');
    await app.shot(page, 'wrong-password');
  });

  it('renders a hostile markdown reply without executing anything', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await page.evaluate(() => {
      (window as unknown as { __xss?: unknown }).__xss = undefined;
    });
    // The model's answer is the untrusted input: it arrives through the real client path.
    await page.route('**/api/llm/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          msg: HOSTILE,
          llm: '/api/llm/chat/gpt-4o',
          model: 'hostile-model',
          provider: 'test',
        }),
      }),
    );
    await askAssistant(page, 'Summarise the day');
    const reply = replies(page).last();
    await reply.waitFor({ timeout: 30_000 });
    // Rendered (not the plain text shown while the renderer loads), and every injected handler has
    // had its chance to fire.
    await reply.locator('[data-component="Markdown"]:not([data-pending])').waitFor();
    await page.evaluate(handlersHadTheirChance);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    const body = reply.locator('[data-part="body"]');
    expect(await body.locator('script, iframe, svg, [onerror], [onload], [ontoggle]').count()).toBe(0);
    const hrefs = await body.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => /^\s*(javascript|data):/i.test(h))).toEqual([]);
    expect(await body.textContent()).toContain('Here is your report');
    expect(await reply.locator('[data-part="model"]').textContent()).toBe('hostile-model');
    await app.shot(page, 'hostile-reply');
    // Reloading re-renders the stored hostile reply: still nothing runs.
    await page.reload();
    await replies(page).last().locator('[data-component="Markdown"]:not([data-pending])').waitFor();
    await page.evaluate(handlersHadTheirChance);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
