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
    await expect(page.title()).resolves.toBe('Sign in - Store Ops');
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    await app.shot(page, 'login');
    expect(errors).toEqual([]);
  });

  it("answers /favicon.ico with the default brand's mark; the tab's icon is the stored brand's", async () => {
    const page = await app.newPage();
    await page.addInitScript(() => localStorage.setItem('selectedBrand', 'tech-teal'));
    await page.goto('/login');
    const ico = await page.request.get('/favicon.ico');
    expect([ico.status(), ico.headers()['content-type'], ico.headers()['cache-control']]).toEqual([
      200,
      'image/vnd.microsoft.icon',
      'public, max-age=86400',
    ]);
    // Chromium decodes it: the 48 px image of three (16, 32, 48), its corner transparent, its tile the
    // default brand's light accent (#3a853d).
    const pixels = await page.evaluate(async () => {
      const img = new Image();
      img.src = '/favicon.ico';
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: 48, height: 48 });
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      return {
        width: img.naturalWidth,
        corner: [...g.getImageData(0, 0, 1, 1).data],
        tile: [...g.getImageData(3, 42, 1, 1).data],
      };
    });
    expect(pixels).toEqual({ width: 48, corner: [0, 0, 0, 0], tile: [58, 133, 61, 255] });
    // The page's icon: the stored brand's mark (tech-teal's light accent #008577 on its tile).
    // The app has run (/login's first paint is the server-rendered form: e2e/login-first-paint).
    await page.locator('#root:not([data-prerendered])').getByRole('button', { name: 'Sign in' }).waitFor();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon?.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(icon ?? '')).toContain(
      '<rect x="0" y="0" width="32" height="32" rx="7" fill="#008577"/>',
    );
  });

  it('ships no source maps: no sourceMappingURL in the scripts, and no map beside them', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    // The app's scripts are in the page once it has taken over the server-rendered form.
    await page.locator('#root:not([data-prerendered])').getByRole('button', { name: 'Sign in' }).waitFor();
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
