// A route module that fails to load reloads the page, once (no reload loop).
import { describe, expect, it } from 'vitest';
import { afterRequestsSoFar, signInToChat } from './flows';
import { ADMIN_EMAIL, e2eApp } from './harness';

const app = e2eApp('chunk-reload');

describe('a route module that fails to load', () => {
  it('reloads the page once, then shows the error instead of looping', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    const gridChunks: string[] = [];
    await page.route('**/assets/GridRoute-*.js', (route) => {
      gridChunks.push(route.request().url());
      return route.abort('failed');
    });
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Data Grids' })
      .click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Stores' })
      .click();
    const error = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded.' });
    await error.waitFor({ timeout: 30_000 });
    // No reload after it: this document has loaded (its 'load' reported), the page is idle, and a
    // request it makes after the error is answered in it.
    await page.waitForFunction(() => document.readyState === 'complete');
    await afterRequestsSoFar(page);
    expect(documentLoads).toBe(1); // the one reload
    expect(gridChunks.length).toBe(2); // before and after the reload
    expect(new URL(page.url()).pathname).toBe('/stores');
    const stamp = await page.evaluate(() => sessionStorage.getItem('storeOps.chunkReloadedAt'));
    expect(Number(stamp)).toBeGreaterThan(Date.now() - 60_000);
    await app.shot(page, 'error-after-one-reload');
  });

  it('at start-up (a stage of main.tsx): reloads once, then says so instead of a blank page', async () => {
    const page = await app.newPage();
    // The theme stage's chunk (src/providers/theme.tsx), preloaded with the page and imported by main.tsx.
    const themeChunks: string[] = [];
    await page.route('**/assets/theme-*.js', (route) => {
      themeChunks.push(route.request().url());
      return route.abort('failed');
    });
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    await page.goto('/login');
    const error = page
      .getByRole('alert')
      .filter({ hasText: 'This screen could not be loaded. Check your connection and reload the page.' });
    await error.waitFor({ timeout: 30_000 });
    // No reload after it: this document has loaded (its 'load' reported), the page is idle, and a
    // request it makes after the error is answered in it.
    await page.waitForFunction(() => document.readyState === 'complete');
    await afterRequestsSoFar(page);
    expect(documentLoads).toBe(2); // the first load and the one reload
    expect(new Set(themeChunks).size).toBe(1);
    expect(themeChunks.length).toBeGreaterThanOrEqual(2); // asked for before and after the reload
    await expect(page.getByRole('button', { name: 'Sign in' }).count()).resolves.toBe(0);
    await app.shot(page, 'start-up-error-after-one-reload');
  });
});
