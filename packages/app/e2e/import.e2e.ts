// The Import screen in Chromium against the real server: an admin takes the demo's own export of one
// store-day (the CSV proxy's six files), breaks one line, drops the files, sees that line's problem,
// drops the fixed file, runs the dry run (rows now -> after per file), imports, and the dashboard shows
// the new figures for that day.
import { CSV_FILE_NAMES } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { localDate, pickDate, pickStore, signInToChat, visibleStores } from './flows';
import { ADMIN_EMAIL, e2eApp } from './harness';

const app = e2eApp('import');

const DAY = localDate(-3);
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

describe('import', () => {
  it("drops a store-day's export with a broken line, fixes it, imports, and the dashboard shows it", async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    const store = (await visibleStores(page))[0];
    if (!store) throw new Error('no store');
    const exported = (await (
      await page.request.get(`/api/csvproxy?start=${DAY}&end=${DAY}&store_id=${store.id}`)
    ).json()) as Record<string, string>;
    const before = (await (await page.request.get(`/api/dashboard?start=${DAY}&end=${DAY}`)).json()) as {
      totals: { net_sales: number };
    };

    // The sales file: its first hour's NetSales raised by 1000.00; broken, line 3 says "lots".
    const sales = (exported['sales.csv'] ?? '').split('\n');
    const cells = (line: number) => (sales[line - 1] ?? '').split(',');
    const first = cells(2);
    const raised = (Number(first[1]) + 1000).toFixed(2);
    const fixedSales = [sales[0], [first[0], raised, ...first.slice(2)].join(','), ...sales.slice(2)].join(
      '\n',
    );
    const third = cells(3);
    const brokenSales = fixedSales
      .split('\n')
      .map((l, i) => (i === 2 ? [third[0], 'lots', ...third.slice(2)].join(',') : l))
      .join('\n');
    const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    const files = CSV_FILE_NAMES.map((name) =>
      file(name, name === 'sales.csv' ? brokenSales : (exported[name] ?? '')),
    );

    // The store-day chosen in the selector, then Data Grids > Import.
    await pickStore(page, store);
    await pickDate(page, DAY);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    if ((await nav.getByRole('link', { name: 'Import' }).count()) === 0)
      await nav.getByRole('button', { name: 'Data Grids' }).click();
    await nav.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL('**/import');
    const choose = page.getByRole('button', { name: 'Choose files' });
    await expect.poll(() => choose.isEnabled()).toBe(true);

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
    await chooser.setFiles(files);
    const card = page.getByRole('region', { name: DAY }).getByLabel('sales.csv', { exact: true });
    await expect
      .poll(() => card.locator('li').allTextContents())
      .toEqual(['Line 3: NetSales "lots" is not a number.']);
    await app.shot(page, 'problem');
    expect(await page.getByRole('alert').allTextContents()).toContain(
      'Nothing is imported while a file has a problem. Fix the lines and drop the file again.',
    );
    expect(await page.getByRole('button', { name: 'Dry run' }).count()).toBe(0);

    const [again] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
    await again.setFiles([file('sales.csv', fixedSales)]);
    await expect.poll(() => card.locator('li').count()).toBe(0);
    await page.getByRole('button', { name: 'Dry run' }).click();

    const table = page.getByRole('table', { name: 'What the import replaces' });
    await table.waitFor();
    const lines = (text: string) => text.trim().split('\n').length - 1;
    expect(await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent))).toEqual(
      CSV_FILE_NAMES.map((name) => {
        const n = lines(name === 'sales.csv' ? fixedSales : (exported[name] ?? ''));
        return `${DAY}${name}The spec’s${n} → ${n}`;
      }),
    );
    await app.shot(page, 'dry-run');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Imported 1 day.');

    const after = (await (await page.request.get(`/api/dashboard?start=${DAY}&end=${DAY}`)).json()) as {
      totals: { net_sales: number };
    };
    expect(after.totals.net_sales).toBeCloseTo(before.totals.net_sales + 1000, 2);
    await page.goto(`/dashboard?start=${DAY}&end=${DAY}`);
    const tile = page
      .locator('[data-component="DashboardScreen"] dl[aria-label="Key figures"] > div')
      .filter({ has: page.getByText('Net sales', { exact: true }) });
    await expect
      .poll(() => tile.locator('[data-part="value"]').textContent())
      .toBe(usd(after.totals.net_sales));
    await app.shot(page, 'dashboard');
  });
});
