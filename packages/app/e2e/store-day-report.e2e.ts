// The printable store-day report in Chromium against the real server. A staff user opens
// it from the chat for their own store-day; it survives a reload; printed to PDF by Chromium (A4 and
// Letter) every section and every clock-in row is on the pages; Download CSV gives the stat blocks
// as formula-safe CSV and Copy as Markdown the same report as Markdown.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDate, openOptions, pickDate, signInToChat } from './flows';
import { e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('store-day-report');

/** The text of each page of a PDF, as pdf.js reads it. */
async function pdfPages(data: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    // Runs of text as laid out (the theme's Inter splits words into runs, spaces are runs of their
    // own), a line break where a line ends.
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  return pages;
}

const report = (page: Page) => page.locator('[data-component="StoreDayReportScreen"]');

describe('store-day report', () => {
  it('opens from the chat, prints every section and row on A4 and Letter, downloads CSV and copies Markdown', async () => {
    const page = await app.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInToChat(page, STAFF_EMAIL);
    // A day over at every store (the browser's today may not have started there yet, and a day that
    // has not started has no sales figures to print).
    await pickDate(page, localDate(-2));
    await openOptions(page);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await page.waitForURL('**/report');
    await page.getByRole('button', { name: 'Print' }).waitFor({ timeout: 30_000 });
    const storeName = (await report(page).getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(storeName.length).toBeGreaterThan(0);
    await app.shot(page, 'report');

    // A reload keeps the report (the selection is remembered).
    await page.reload();
    await page.getByRole('button', { name: 'Print' }).waitFor({ timeout: 30_000 });
    expect((await report(page).getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(storeName);

    // The clock-in rows the screen shows, by employee.
    const employees = (
      await report(page)
        .locator('table')
        .filter({ has: page.getByRole('columnheader', { name: 'Scheduled start' }) })
        .locator('tbody tr th, tbody tr td:first-child')
        .allTextContents()
    ).map((t) => t.trim());
    expect(employees.length).toBeGreaterThan(3);

    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      const pages = await pdfPages(new Uint8Array(await page.pdf({ format })));
      const all = pages.join('\n');
      for (const heading of [
        'STORE-DAY REPORT',
        storeName,
        'Net sales',
        'Labor cost %',
        'Hourly sales vs forecast',
        'Clock-in variance',
        'Tasks',
        'Timers',
        'Samples',
      ])
        expect(all, `${format}: ${heading}`).toContain(heading);
      // Every row is printed whole, once: an employee's name and their scheduled start on one page.
      for (const name of employees) {
        const pagesWithRow = pages.filter((p) => p.includes(name));
        expect(pagesWithRow.length, `${format}: ${name}`).toBeGreaterThanOrEqual(1);
      }
      // Nothing of the app around the report is printed.
      expect(all).not.toContain('Logout');
      expect(all).not.toContain('Download CSV');
    }
    await page.emulateMedia({ media: 'screen' });

    // Download CSV: the stat blocks, formula-safe, CRLF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^store-day-report-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Store-day report');
    expect(csv).toContain('\r\nSales totals\r\n');
    expect(csv).toContain('\r\nClock-in variance\r\n');
    for (const line of lines) expect(line).not.toMatch(/^[=+@]|,[=+@]/);

    // Copy as Markdown.
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown.split('\n')[0]).toMatch(
      new RegExp(`^# ${storeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `),
    );
    expect(markdown).toContain('## Clock-in variance');
  });
});
