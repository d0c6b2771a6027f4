// Settings > Appearance: brand and light/dark mode drive the theme machine, apply to the whole document
// (`data-brand` / `data-color-scheme` on <html>) and survive a reload (stored `selectedBrand`, `themeMode`).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToChat } from './flows';
import { ADMIN_EMAIL, e2eApp } from './harness';

const app = e2eApp('settings-appearance');

const themeAttrs = (page: Page) =>
  page.evaluate(() => ({
    brand: document.documentElement.getAttribute('data-brand'),
    mode: document.documentElement.getAttribute('data-color-scheme'),
  }));

/** Records whether the brand-switch indicator ever appears (it shows for 300 ms, shorter than a
 * click's round trip can reliably observe by polling). */
const watchSwitchingIndicator = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { sawSwitching?: boolean };
    w.sawSwitching = false;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="progressbar"][aria-label="Applying brand…"]')) {
        w.sawSwitching = true;
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

describe('settings: appearance', () => {
  it('switches to Tech Teal + Dark with a short loading state, and keeps it after a reload', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    await page.goto('/settings');
    const section = page.locator('section[data-section="appearance"]');
    await section.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await themeAttrs(page)).toEqual({ brand: 'default', mode: 'light' });
    expect(await section.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);

    const trigger = section.getByRole('button', { name: /Brand/ });
    await trigger.click();
    const options = page.getByRole('listbox').getByRole('option');
    expect(await options.locator('.so-item-label').allTextContents()).toEqual([
      'Default',
      'Professional Blue',
      'Modern Purple',
      'Warm Orange',
      'Corporate Gray',
      'Tech Teal',
      'Franchise Red',
    ]);
    await watchSwitchingIndicator(page);
    await options.filter({ hasText: 'Tech Teal' }).click();
    // The machine's switchingBrand state shows the indicator, then the brand applies.
    await expect.poll(() => themeAttrs(page).then((a) => a.brand)).toBe('tech-teal');
    await section.getByRole('progressbar', { name: 'Applying brand…' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { sawSwitching?: boolean }).sawSwitching)).toBe(
      true,
    );
    expect(await trigger.locator('.so-item-label').textContent()).toBe('Tech Teal');

    await section.getByText('Dark', { exact: true }).click();
    await expect.poll(() => themeAttrs(page)).toEqual({ brand: 'tech-teal', mode: 'dark' });
    expect(
      await page.evaluate(() => [localStorage.getItem('selectedBrand'), localStorage.getItem('themeMode')]),
    ).toEqual(['tech-teal', 'dark']);
    await app.shot(page, 'tech-teal-dark');

    await page.reload();
    await section.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await themeAttrs(page)).toEqual({ brand: 'tech-teal', mode: 'dark' });
    expect(await section.getByRole('button', { name: /Brand/ }).locator('.so-item-label').textContent()).toBe(
      'Tech Teal',
    );
    expect(await section.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    // Back to Light: the mode changes at once and is stored too.
    await section.getByText('Light', { exact: true }).click();
    await expect.poll(() => themeAttrs(page)).toEqual({ brand: 'tech-teal', mode: 'light' });
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('light');
  });
});
