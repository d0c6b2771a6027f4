import { describe, expect, it } from 'vitest';
import { e2eApp } from './harness';

const app = e2eApp('shell');

describe('the built app served by the real server', () => {
  it('serves the app shell on a deep link (history fallback) and it boots without errors', async () => {
    const page = await app.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto('/login');
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Store Ops');
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    await app.shot(page, 'login');
    expect(errors).toEqual([]);
  });

  it('ships no source maps: no sourceMappingURL in the scripts, and no map beside them', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (el) => (el as HTMLScriptElement).src || (el as HTMLLinkElement).href,
      ),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await page.request.get(src);
      expect(js.status(), src).toBe(200);
      expect(await js.text(), src).not.toContain('sourceMappingURL');
      const map = await page.request.get(`${src}.map`);
      expect(await map.text(), `${src}.map`).not.toContain('"mappings"');
    }
  });
});
