// The admin's dashboard in Chromium against the real server. The admin opens /dashboard
// and sees yesterday for every store without choosing anything (the tiles equal the API's totals);
// a preset and a company update the board and the address (a reload keeps them); an exception
// opens its store-day in the chat, where the assistant quotes the same figure; staff cannot open it.
import { describeDate } from '@store-ops/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  askAssistant,
  escapeRe,
  localDate,
  openOptions,
  previewFacts,
  replies,
  selectorBar,
  signInToChat,
} from './flows';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('dashboard');

const board = (page: Page) => page.locator('[data-component="DashboardScreen"]');
const tile = (page: Page, label: string) =>
  board(page)
    .locator('dl[aria-label="Key figures"] > div')
    .filter({ has: page.getByText(label, { exact: true }) });
const rows = (page: Page) => board(page).locator('.ag-row[row-index]');

interface Board {
  totals: { net_sales: number; transactions: number };
  stores: { store_id: number; name: string; company_id: number }[];
}

describe('dashboard', () => {
  it('opens on yesterday for every store; presets and the company update it; an exception opens the chat on that store-day', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    await page.goto('/dashboard');
    await board(page).locator('dl[aria-label="Key figures"]').waitFor({ timeout: 30_000 });
    const yesterday = localDate(-1);
    expect(await page.getByTestId('dashboard-range').textContent()).toBe(
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${yesterday}T00:00:00Z`)),
    );
    const api = (await (
      await page.request.get(`/api/dashboard?start=${yesterday}&end=${yesterday}`)
    ).json()) as Board;
    expect(api.stores.length).toBeGreaterThan(1);
    expect(await tile(page, 'Net sales').locator('[data-part="value"]').textContent()).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(api.totals.net_sales),
    );
    expect(await tile(page, 'Transactions').locator('[data-part="value"]').textContent()).toBe(
      new Intl.NumberFormat('en-US').format(api.totals.transactions),
    );
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(api.stores.length);
    expect(new URL(page.url()).search).toBe('');
    await app.shot(page, 'yesterday');

    // Last 7 days for one company: the address says so and a reload keeps it.
    await page.getByRole('radio', { name: 'Last 7 days' }).click();
    await page.waitForURL(/range=last7/);
    const company = api.stores[0]!.company_id;
    const companyStores = api.stores.filter((s) => s.company_id === company).length;
    await board(page)
      .getByRole('button', { name: /Company/ })
      .click();
    const companies = (await (await page.request.get('/api/companies/')).json()) as {
      id: number;
      name: string;
    }[];
    const companyName = companies.find((c) => c.id === company)!.name;
    await page.getByRole('option', { name: companyName, exact: true }).click();
    await page.waitForURL(new RegExp(`company_id=${company}`));
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(companyStores);
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(companyStores);
    expect(await page.getByRole('radio', { name: 'Last 7 days' }).isChecked()).toBe(true);
    expect(
      await board(page)
        .getByRole('button', { name: /Company/ })
        .textContent(),
    ).toContain(companyName);
    expect(await page.getByTestId('dashboard-range').textContent()).toMatch(/^\w{3} \d+ – \w{3} \d+, \d{4}$/);
    await app.shot(page, 'last-7-days-one-company');

    // A task-completion exception: its figure, then the chat on that store-day quoting the same figure.
    const item = board(page).locator('li[data-rule="task_completion"]').first();
    await item.waitFor();
    const what = (await item.locator('[data-part="what"]').textContent()) ?? '';
    const rate = /^Task completion (\d+\.\d)% \(target 90%\)$/.exec(what)?.[1];
    expect(rate, what).toBeDefined();
    const storeName = (await item.locator('strong').textContent()) ?? '';
    const label = (await item.getByRole('button').getAttribute('aria-label')) ?? '';
    const day = /on (.+)$/.exec(label)?.[1] ?? '';
    await item.getByRole('button', { name: /^Ask the assistant about/ }).click();
    await page.waitForURL('**/chat');
    await page.locator('[data-component="ChatScreen"]').waitFor();
    await expect
      .poll(() => selectorBar(page).locator('[data-field="store"] button').first().textContent(), {
        timeout: 10_000,
      })
      .toMatch(new RegExp(`^${escapeRe(storeName)}`));
    await openOptions(page);
    const date = new Date(`${day} UTC`).toISOString().slice(0, 10);
    await expect
      .poll(async () => (await previewFacts(page)).date, { timeout: 30_000 })
      .toBe(describeDate(date).displayDate);
    expect((await previewFacts(page)).location).toContain(storeName);
    // The store-day's own conversation, its header, and the exception's question in the input.
    const header = page.locator('[data-part="chat-header"]');
    expect(await header.locator('[data-part="store"]').textContent()).toBe(storeName);
    expect(await header.locator('[data-part="date"]').textContent()).toBe(describeDate(date).displayDate);
    const input = page.getByRole('textbox', { name: 'Message' });
    expect(await input.inputValue()).toBe(`Which tasks were not completed, against a 90% target?`);
    await askAssistant(page, 'What was the task completion rate?');
    const reply = replies(page).last();
    await reply.waitFor({ timeout: 60_000 });
    expect(await reply.locator('[data-part="body"]').textContent()).toContain(`Completion rate ${rate}%`);
    await app.shot(page, 'chat-on-the-exception');
  });

  it('is for admins: staff going to /dashboard lands in the chat, and the API refuses them', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await page.goto('/dashboard');
    await page.waitForURL('**/chat');
    const res = await page.request.get(`/api/dashboard?start=${localDate(-1)}&end=${localDate(-1)}`);
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });
});
