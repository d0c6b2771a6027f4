// Steps the e2e files share, written against the product's visible strings (spec and ui strings).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MONTHS, type Store } from '@store-ops/domain';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './harness';
import { repoRoot } from './server';

/** Signs in on /login and waits for the chat screen. */
export async function signInToChat(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/chat');
  await page.locator('[data-component="ChatScreen"]').waitFor();
}

/** The stores this browser's session may see, sorted as the selector shows them. */
export async function visibleStores(page: Page): Promise<Store[]> {
  const res = await page.request.get('/api/stores/');
  if (!res.ok()) throw new Error(`GET /api/stores/ -> ${res.status()}`);
  const stores = (await res.json()) as Store[];
  return stores.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Opens the chat's options panel (context source, blocks, preview) if it is closed. */
export async function openOptions(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show options' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Hide options' }).waitFor();
}

/**
 * Asks the assistant as a user does: once the selected store-day's context is ready (until then Send
 * waits), the text in the input, then Enter. `text` undefined: what the input holds already.
 */
export async function askAssistant(page: Page, text?: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  if (text !== undefined) await input.fill(text);
  await page
    .locator('[data-component="ChatInput"] [data-part="send"]:not([disabled])')
    .waitFor({ timeout: 60_000 });
  await input.press('Enter');
}

/** The assistant's replies that have arrived (while one streams, a pending message stands in its place). */
export const replies = (page: Page) =>
  page.locator('[data-component="ChatMessage"][data-author="system"]:not([data-pending])');

export const preview = (page: Page) => page.locator('[data-component="ContextPreview"]');

/** The preview's five facts as shown. */
export async function previewFacts(page: Page) {
  const p = preview(page);
  await p.waitFor();
  const fact = (name: string) => p.locator(`[data-fact="${name}"] dd`).textContent();
  return {
    date: await fact('date'),
    location: await fact('location'),
    blocks: await fact('blocks'),
    weather: await fact('weather'),
    size: await fact('size'),
  };
}

/** The chat's selector bar (expanded on narrow screens). */
export function selectorBar(page: Page) {
  return page.locator('[data-component="ChatScreen"] [data-component="SelectorBar"]');
}

/** Picks a store in the selector bar by its name. */
export async function pickStore(page: Page, store: Pick<Store, 'name'>, scope = selectorBar(page)) {
  await scope.locator('[data-field="store"] button').first().click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRe(store.name)}`) }).click();
}

/**
 * Picks a date in the `Select report date` picker's calendar (one change, as a user clicking a day):
 * moves month by month from the month the calendar shows to the date's, then clicks the day inside
 * that month (the grid also shows the neighbouring months' days, which are not selectable there).
 */
export async function pickDate(page: Page, date: string, scope = selectorBar(page)) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  await scope.locator('[data-field="date"]').getByRole('button', { name: 'Open calendar' }).click();
  const dialog = page.getByRole('dialog');
  const heading = dialog.getByRole('heading');
  await heading.waitFor();
  const shown = (await heading.textContent())?.trim() ?? '';
  const [shownMonth, shownYear] = shown.split(' ');
  const from = Number(shownYear) * 12 + (MONTHS as readonly string[]).indexOf(shownMonth ?? '');
  if (!(from >= 0)) throw new Error(`pickDate: the calendar's heading "${shown}" is not a month`);
  const months = y * 12 + (m - 1) - from;
  const step = dialog.getByRole('button', { name: months < 0 ? 'Previous month' : 'Next month' });
  for (let i = 0; i < Math.abs(months); i++) await step.click();
  await dialog.getByRole('heading', { name: `${MONTHS[m - 1]} ${y}`, exact: true }).waitFor();
  await dialog
    .locator(`[role="gridcell"] [aria-label*="${MONTHS[m - 1]} ${d}, ${y}"]:not([data-outside-month])`)
    .click();
  await dialog.waitFor({ state: 'hidden' });
}

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** YYYY-MM-DD of today plus `days`, in the browser's (and this process's) local time. */
export function localDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Counts requests whose path starts with `prefix` from now on. */
export function countRequests(page: Page, prefix: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith(prefix)) seen.push(url.pathname + url.search);
  });
  return seen;
}

/**
 * The seeded store-day: the staff user's store 1 the day before yesterday, its labor replaced (`npm run
 * import`) by four shifts of which three clock in late (by 7, 12 and 25 minutes) and one on time. Not
 * yesterday: until the stores' own midnight (early morning UTC), yesterday in the browser is their today,
 * a day in progress whose questions are worded "so far".
 */
export const LATE_STORE_ID = 1;
export const LATE_DATE = localDate(-2);
export function importLateClockIns(dataDir: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-late-'));
  const shifts = [
    ['Ava', 'Late', '06:30 AM', '06:37 AM'],
    ['Ben', 'Later', '07:00 AM', '07:12 AM'],
    ['Cleo', 'Latest', '08:00 AM', '08:25 AM'],
    ['Dan', 'Ontime', '09:00 AM', '09:01 AM'],
  ];
  writeFileSync(
    path.join(dir, 'scheduled_labor.csv'),
    [
      'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
      ...shifts.map(([first, last, start]) => `${first},${last},${LATE_DATE},${start},02:00 PM,6.00`),
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'actual_labor.csv'),
    [
      'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
      ...shifts.map(([first, last, , clockIn]) => `${first},${last},${LATE_DATE},${clockIn},02:00 PM,5.50`),
    ].join('\n'),
  );
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/bin/import.ts',
      '--store',
      String(LATE_STORE_ID),
      '--date',
      LATE_DATE,
      path.join(dir, 'scheduled_labor.csv'),
      path.join(dir, 'actual_labor.csv'),
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } },
  );
  rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`import failed:\n${run.stdout}\n${run.stderr}`);
}

/**
 * Resolves once the page has been idle twice: the work React and the app's machines had scheduled
 * (a deferred render, an effect's fetch, an error boundary's render) has run.
 */
export function pageIdle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }), {
          timeout: 5_000,
        }),
      ),
  );
}

let markers = 0;
/**
 * The "nothing else was asked" marker: the page, once idle, fetches `/healthz?e2e-marker=N`, and this
 * resolves once Playwright has reported that request. The page's requests are reported in the order
 * it sends them, so every request the app made before the marker has been seen (and counted) by then.
 * A navigation (a reload) meanwhile destroys the page's context: the evaluate rejects.
 */
export async function afterRequestsSoFar(page: Page): Promise<void> {
  await pageIdle(page);
  const marker = `/healthz?e2e-marker=${++markers}`;
  const seen = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname + url.search === marker;
  });
  await page.evaluate(async (url) => {
    await (await fetch(url)).text();
  }, marker);
  await seen;
}
