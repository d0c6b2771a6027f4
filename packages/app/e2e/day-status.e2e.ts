// A day that has not happened is not a failure. A browser on Kiritimati's clock (UTC+14)
// signs in: its today (the date it selects) has not started at the US stores, or, in the hours after
// the east coast's midnight, has started there without a sale yet. Nothing says "under forecast": not
// the chat's suggested questions, not the assistant's answer, not the printable report, not the
// dashboard; the report and the dashboard say what kind of day it is.
import { describeDate, locationText, type Store } from '@store-ops/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  askAssistant,
  escapeRe,
  openOptions,
  pickStore,
  previewFacts,
  replies,
  signInToChat,
  visibleStores,
} from './flows';
import { ADMIN_EMAIL, e2eApp } from './harness';

const app = e2eApp('day-status');

const KIRITIMATI = 'Pacific/Kiritimati';
/** The demo stores' states and their time zones (the seed's). */
const ZONES: Record<string, string> = {
  TX: 'America/Chicago',
  TN: 'America/Chicago',
  GA: 'America/New_York',
  NC: 'America/New_York',
  SC: 'America/New_York',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  ID: 'America/Boise',
};
const UNDER_FORECAST = /under (the )?forecast/i;

/** A moment's date (YYYY-MM-DD) in a time zone. */
const dateIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
const weekdayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at);
/** `Saturday, November 28` of a YYYY-MM-DD. */
const dayAndDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
const zoneOf = (store: Pick<Store, 'state'>) => {
  const zone = ZONES[store.state];
  if (!zone) throw new Error(`no time zone for the demo state ${store.state}`);
  return zone;
};

const chat = (page: Page) => page.locator('[data-component="ChatScreen"]');
const report = (page: Page) => page.locator('[data-component="StoreDayReportScreen"]');
const board = (page: Page) => page.locator('[data-component="DashboardScreen"]');

describe('day status', () => {
  it("a browser past the stores' midnight sees no day that has not happened as a failure", async () => {
    const page = await app.newPage({ timezoneId: KIRITIMATI });
    await signInToChat(page, ADMIN_EMAIL);
    const date = dateIn(KIRITIMATI);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(KIRITIMATI);

    // A store where the browser's today has not started, if there is one (from 05:00 to 10:00 UTC the
    // east, then the west, is already on it: its today, with no sale yet, as no store opens before 7 AM).
    const stores = await visibleStores(page);
    const store = stores.find((s) => dateIn(zoneOf(s)) < date) ?? stores[0]!;
    const zone = zoneOf(store);
    const notStarted = date > dateIn(zone);
    if (!notStarted) expect(date).toBe(dateIn(zone));
    await pickStore(page, store);
    // The chat builds the browser's today for it.
    await openOptions(page);
    await expect
      .poll(async () => Object.values(await previewFacts(page)).slice(0, 2), { timeout: 30_000 })
      .toEqual([describeDate(date).displayDate, locationText(store)]);

    // No suggested question: the day has no actuals to ask about.
    await expect.poll(() => page.locator('[data-component="ContextPreview"]').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Suggested questions' }).count()).toBe(0);
    expect(await chat(page).textContent()).not.toMatch(UNDER_FORECAST);
    await app.shot(page, 'chat-no-suggestions');

    // The offline analyst says what kind of day it is.
    await askAssistant(page, 'How did sales do against the forecast?');
    const reply = replies(page).last();
    await reply.waitFor({ timeout: 60_000 });
    const body = reply.locator('[data-part="body"]');
    // Today's rows stop at the hour the demo was seeded: before the first sale, not even the forecast.
    const forecast = notStarted
      ? /The forecast for the day is \$[\d,]+\.\d\d in net sales\./
      : /The forecast for the day is \$[\d,]+\.\d\d in net sales\.|There is no forecast for it in the data\./;
    // Polled: the reply's Markdown is rendered a moment after it arrives.
    await expect.poll(() => body.textContent(), { timeout: 10_000 }).toMatch(forecast);
    const answer = (await body.textContent()) ?? '';
    expect(answer).toContain(
      notStarted
        ? `${dayAndDate(date)} has not started yet at ${store.name}`
        : `${dayAndDate(date)} is in progress but has no sales yet`,
    );
    expect(answer).not.toMatch(UNDER_FORECAST);
    await app.shot(page, 'chat-answer');

    // The printable report: its banner, the forecast alone (no actuals), nothing marked.
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await page.waitForURL('**/report');
    const banner = report(page).getByRole('note');
    await banner.waitFor({ timeout: 30_000 });
    expect((await banner.textContent()) ?? '').toMatch(
      notStarted
        ? new RegExp(
            `^${escapeRe(`${dayAndDate(date)} has not started yet at ${store.name} (it is `)}\\d{1,2}:\\d\\d [AP]M on ${weekdayIn(zone)} there\\)$`,
          )
        : /^In progress: no data yet$/,
    );
    const tiles = await report(page).locator('dl[aria-label="Key figures"] dt').allTextContents();
    if (notStarted) expect(tiles).toEqual(['Forecast']);
    const reportText = (await report(page).textContent()) ?? '';
    expect(reportText).not.toMatch(UNDER_FORECAST);
    expect(reportText).not.toMatch(/under target|over target/);
    expect(await report(page).locator('[data-kpi][data-status="bad"]').count()).toBe(0);
    await app.shot(page, 'report');

    // The dashboard on Today (the same date): no figures to compare, nothing needs attention.
    await page.goto('/dashboard?range=today');
    await page.locator('[data-component="DashboardScreen"][data-state="ready"]').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('dashboard-range').textContent())
      .toBe(
        new Intl.DateTimeFormat('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${date}T00:00:00Z`)),
      );
    const everyStoreBefore = (await visibleStores(page)).every((s) => dateIn(zoneOf(s)) < date);
    if (everyStoreBefore)
      await expect
        .poll(() => board(page).getByRole('note').textContent(), { timeout: 30_000 })
        .toBe(`${dayAndDate(date)} has not started yet at any store`);
    const boardText = (await board(page).textContent()) ?? '';
    expect(boardText).not.toMatch(UNDER_FORECAST);
    expect(boardText).not.toContain('past target');
    expect(await board(page).locator('[data-status="bad"], .so-bad').count()).toBe(0);
    await app.shot(page, 'dashboard-today');
  });
});
