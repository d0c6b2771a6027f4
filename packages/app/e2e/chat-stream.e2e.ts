// The chat's streamed replies against the fake OpenAI-compatible provider (a real loopback
// server): pieces, Stop (the provider's connection closes), Regenerate, Edit and resend, a table's
// Copy as CSV, a planted wrong figure flagged; then the offline analyst: a streamed reply fully
// traced, and the suggestion chips of a store-day with late clock-ins.
import { describeDate } from '@store-ops/domain';
import { FakeOpenAi, textReply } from '@store-ops/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askAssistant,
  importLateClockIns,
  LATE_DATE,
  LATE_STORE_ID,
  localDate,
  openOptions,
  pickDate,
  pickStore,
  previewFacts,
  signInToChat,
  visibleStores,
} from './flows';
import { e2eApp, STAFF_EMAIL } from './harness';

const replies = (page: Page) => page.locator('[data-component="ChatMessage"][data-author="system"]');
const lastReply = (page: Page) => replies(page).last();
const pendingReply = (page: Page) => page.locator('[data-component="ChatMessage"][data-pending]');
const bodyText = async (page: Page) =>
  ((await lastReply(page).locator('[data-part="body"]').textContent()) ?? '').trim();

const ask = askAssistant;

/** Signs in, picks the last store and yesterday, and waits until its report context is ready. */
async function openStoreDay(page: Page, storeIndex = -1) {
  await signInToChat(page, STAFF_EMAIL);
  const stores = await visibleStores(page);
  const store = stores.at(storeIndex)!;
  await pickStore(page, store);
  const date = localDate(-1);
  await pickDate(page, date);
  await openOptions(page);
  // The preview of that store-day (not the one before it, still shown while the new one builds).
  await expect
    .poll(async () => previewFacts(page), { timeout: 30_000 })
    .toMatchObject({ date: describeDate(date).displayDate, blocks: '6' });
  expect((await previewFacts(page)).location).toContain(store.name);
  await page.getByRole('button', { name: 'Hide options' }).click();
  return stores;
}

describe('streamed replies from an OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    Object.assign(env, { OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: fake.baseURL });
  });
  afterAll(async () => fake?.close());
  const app = e2eApp('chat-stream', { env });

  it('streams in pieces, stops (closing the provider call), regenerates, edits, copies a table, flags a wrong figure', async () => {
    const page = await app.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await openStoreDay(page);

    // 1. A streamed reply appears in pieces; its planted figure is not in the report context.
    fake.reply(() => ({
      ...textReply('Net sales were $123,456.78 yesterday.'),
      chunks: ['Net sales ', 'were ', '$123,456.78 ', 'yesterday.'],
      chunkDelayMs: 400,
    }));
    await ask(page, 'How were sales?');
    await expect
      .poll(
        async () => (await pendingReply(page).locator('[data-part="body"]').textContent())?.trim() ?? '',
        {
          timeout: 20_000,
          interval: 50,
        },
      )
      .toMatch(/^Net sales( were)?$/);
    await app.shot(page, 'streaming');
    await expect.poll(() => pendingReply(page).count(), { timeout: 20_000 }).toBe(0);
    expect(await bodyText(page)).toBe('Net sales were $123,456.78 yesterday.');
    expect(fake.requests[0]?.body.stream).toBe(true);
    const flagged = lastReply(page).locator('mark[data-figure-status="flagged"]');
    // (The tracing arrives with the reply's extras, a module of their own loaded on first use.)
    await expect.poll(() => flagged.allTextContents(), { timeout: 10_000 }).toEqual(['$123,456.78']);
    await flagged.focus();
    await expect
      .poll(() => lastReply(page).getByRole('tooltip').textContent())
      .toBe('not in the report context');
    await app.shot(page, 'flagged-figure');

    // 2. Stop: the partial reply stays, marked Stopped; the provider sees its connection closed.
    fake.reply(() => ({
      ...textReply('One two three four five six seven eight nine ten.'),
      chunks: ['One ', 'two ', 'three ', 'four ', 'five ', 'six ', 'seven ', 'eight ', 'nine ', 'ten.'],
      chunkDelayMs: 500,
    }));
    await ask(page, 'Count to ten slowly');
    await expect
      .poll(async () => (await pendingReply(page).locator('[data-part="body"]').textContent()) ?? '', {
        timeout: 20_000,
        interval: 50,
      })
      .toMatch(/^One/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => lastReply(page).locator('[data-part="stopped"]').textContent()).toBe('Stopped');
    expect(await bodyText(page)).toMatch(/^One( two)?( three)?$/);
    await fake.untilCut(0);
    expect(await page.locator('[data-part="send"]').textContent()).toBe('Send');
    await app.shot(page, 'stopped');

    // 3. Regenerate: the stopped reply is replaced by a new one.
    fake.reply(() => textReply('Regenerated: one to ten.'));
    await lastReply(page).getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => bodyText(page), { timeout: 20_000 }).toBe('Regenerated: one to ten.');
    expect(await lastReply(page).locator('[data-part="stopped"]').count()).toBe(0);
    expect(await replies(page).count()).toBe(2);

    // 4. Edit and resend the last question: it and its reply are replaced.
    fake.reply(() =>
      textReply(
        '| Hour | Net sales | Note |\n| --- | ---: | --- |\n| 11 AM | 612.40 | =SUM(A1) |\n| 12 PM | 1,204.10 | peak, busy |',
      ),
    );
    const mine = page.locator('[data-component="ChatMessage"][data-author="user"]').last();
    await mine.getByRole('button', { name: 'Edit' }).click();
    await mine.getByRole('textbox', { name: 'Edit your message' }).fill('Hourly sales as a table, please');
    await mine.getByRole('button', { name: 'Save & send' }).click();
    await expect.poll(() => lastReply(page).locator('table').count(), { timeout: 20_000 }).toBe(1);
    expect(await mine.locator('[data-part="body"]').textContent()).toBe('Hourly sales as a table, please');
    expect(await page.locator('[data-component="ChatMessage"][data-author="user"]').count()).toBe(2);
    expect(fake.requests.at(-1)?.body.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'Hourly sales as a table, please',
    });

    // 5. Copy as CSV: the table, formula-safe, from the clipboard.
    await lastReply(page).getByRole('button', { name: 'Copy as CSV' }).click();
    await expect.poll(() => lastReply(page).getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Hour,Net sales,Note\r\n11 AM,612.4,\'=SUM(A1)\r\n12 PM,"1,204.10","peak, busy"',
    );
    await app.shot(page, 'table-copied');
  });
});

describe('streamed replies from the offline analyst', () => {
  const app = e2eApp('chat-stream-offline', { prepare: importLateClockIns });

  it('streams a fully traced reply; a store-day with late clock-ins offers its chips', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    const store = (await visibleStores(page)).find((s) => s.id === LATE_STORE_ID);
    if (!store) throw new Error(`staff does not see store ${LATE_STORE_ID}`);
    const date = LATE_DATE;
    // Late clock-ins come third at most (after labor cost and forecast), so always among the three.
    const question = 'Who were the 3 late clock-ins?';
    await pickStore(page, store);
    await pickDate(page, date);
    const chips = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect.poll(() => chips.allTextContents(), { timeout: 30_000 }).toContain(question);
    expect(await chips.count()).toBeLessThanOrEqual(3);
    await app.shot(page, 'suggestion-chips');

    // A click sends it; the analyst's reply streams and every figure in it is traced.
    await chips.filter({ hasText: question }).click();
    expect(
      await page.locator('[data-component="ChatMessage"][data-author="user"]').last().textContent(),
    ).toContain(question);
    await expect.poll(() => pendingReply(page).count(), { timeout: 30_000 }).toBe(0);
    await expect
      .poll(() => lastReply(page).locator('[data-part="model"]').textContent())
      .toBe('local-analyst');
    await expect
      .poll(() => lastReply(page).locator('mark[data-figure-status="traced"]').count())
      .toBeGreaterThan(0);
    expect(await lastReply(page).locator('mark[data-figure-status="flagged"]').count()).toBe(0);
    // It answers from the seeded day: the three who clocked in late, and not the one on time.
    const body = await bodyText(page);
    for (const name of ['Ava Late', 'Ben Later', 'Cleo Latest']) expect(body).toContain(name);
    expect(body).not.toContain('Dan Ontime');
    await app.shot(page, 'analyst-traced');
  });
});
