// The settings cache panel after two store-days, and Clear Cache.
import { describeDate } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { localDate, openOptions, pickDate, previewFacts, signInToChat } from './flows';
import { e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('settings-cache');

describe('settings: cache panel', () => {
  it('shows two entries with their size, and Clear Cache (stating count and MB) empties it', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await openOptions(page);
    await expect
      .poll(async () => (await previewFacts(page)).date, { timeout: 30_000 })
      .toBe(describeDate(localDate(0)).displayDate);
    const other = localDate(-3);
    await pickDate(page, other);
    await expect
      .poll(async () => (await previewFacts(page)).date, { timeout: 30_000 })
      .toBe(describeDate(other).displayDate);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: STAFF_EMAIL })
      .click();
    await page.waitForURL('**/settings');
    const panel = page.locator('[data-component="CachePanel"]');
    await panel.waitFor();
    expect(await panel.locator('[data-stat="entries"] dd').textContent()).toBe('2');
    expect(await panel.locator('[data-stat="status"] dd').textContent()).toBe('Active');
    const { bytes, storageBytes } = await page.evaluate(() => {
      let cache = 0;
      let all = 0;
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        const chars = key.length + (localStorage.getItem(key)?.length ?? 0);
        all += chars;
        if (/^storeOps\.u\d+\.csvCache/.test(key)) cache += chars;
      }
      return { bytes: cache * 2, storageBytes: all * 2 };
    });
    const size = (b: number) =>
      b >= 1_048_576 ? `${(b / 1_048_576).toFixed(2)} MB` : `${(b / 1024).toFixed(1)} KB`;
    // Cached data: the cache's own keys and values as the browser counts them (UTF-16, 2 bytes a char).
    expect(await panel.locator('[data-stat="cached"] dd').textContent()).toBe(size(bytes));
    // The bar and its text: all of local storage against 8 MB, what the eviction rule measures.
    expect(storageBytes).toBeGreaterThan(bytes);
    expect(await panel.locator('[data-part="usage"]').textContent()).toBe(
      `${size(storageBytes)} of 8.00 MB (this site's local storage, the cache's limit)`,
    );
    expect(
      await panel.getByRole('progressbar', { name: 'Storage used' }).getAttribute('aria-valuetext'),
    ).toBe(`${((storageBytes / (8 * 1_048_576)) * 100).toFixed(1)}% of limit`);
    await panel.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog');
    const rows = details.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.allInnerTexts()).join('\n')).toContain(other);
    await app.shot(page, 'details');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await panel.getByRole('button', { name: 'Clear Cache' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      `This removes 2 entries (${(bytes / 1_048_576).toFixed(2)} MB) from this browser's cache.`,
    );
    await app.shot(page, 'clear-confirm');
    await confirm.getByRole('button', { name: 'Clear Cache' }).click();
    await expect.poll(() => panel.locator('[data-stat="entries"] dd').textContent()).toBe('0');
    expect(await panel.locator('[data-stat="status"] dd').textContent()).toBe('Empty');
    const left = await page.evaluate(() =>
      Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').filter((k) =>
        /^storeOps\.u\d+\.csvCache\./.test(k),
      ),
    );
    expect(left).toEqual([]);
    await app.shot(page, 'cleared');
  });
});
