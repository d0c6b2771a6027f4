// The running app as staff see it: login and chat at desktop and 375 px, in two brands and both
// modes, from the stored `selectedBrand` / `themeMode`. Screenshots for review; no horizontal scroll.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openOptions, preview, signInToChat } from './flows';
import { DESKTOP, e2eApp, PHONE, STAFF_EMAIL } from './harness';

const app = e2eApp('looks');

const looks = [
  { brand: 'default', mode: 'light' },
  { brand: 'default', mode: 'dark' },
  { brand: 'tech-teal', mode: 'light' },
  { brand: 'tech-teal', mode: 'dark' },
] as const;

async function overflowX(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('brands, modes and widths', () => {
  for (const { brand, mode } of looks) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`${brand} ${mode} at ${width} width`, async () => {
        const page = await app.newPage({ viewport });
        await page.addInitScript(
          (look: { brand: string; mode: string }) => {
            localStorage.setItem('selectedBrand', look.brand);
            localStorage.setItem('themeMode', look.mode);
          },
          { brand, mode },
        );
        await page.goto('/login');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        const html = page.locator('html');
        expect(await html.getAttribute('data-brand')).toBe(brand);
        expect(await html.getAttribute('data-color-scheme')).toBe(mode);
        // One scripted demo message (the first comes 3 s after the page opens).
        await page.getByRole('log').getByRole('article').first().waitFor({ timeout: 30_000 });
        await app.shot(page, `${brand}-${mode}-${width}-login`);
        expect(await overflowX(page)).toBeLessThanOrEqual(0);

        await signInToChat(page, STAFF_EMAIL);
        await openOptions(page);
        await preview(page).waitFor({ timeout: 30_000 });
        await app.shot(page, `${brand}-${mode}-${width}-chat`);
        expect(await overflowX(page)).toBeLessThanOrEqual(0);
      });
    }
  }
});
