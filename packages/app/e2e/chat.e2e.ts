// Staff signs in, picks a store-day, sees the context preview, toggles a block,
// asks with Enter, gets a reply with model label and timestamp; the history survives a reload.
import {
  type CsvProxyResponse,
  describeDate,
  locationText,
  weatherFor,
  weatherText,
} from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import {
  askAssistant,
  localDate,
  openOptions,
  pickDate,
  pickStore,
  preview,
  previewFacts,
  replies,
  signInToChat,
  visibleStores,
} from './flows';
import { e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('chat');

describe('staff chat over a store-day', () => {
  it('builds the context, answers with a model label and timestamp, and keeps the history', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await app.shot(page, 'signed-in');

    const stores = await visibleStores(page);
    expect(stores.length).toBeGreaterThan(0);
    const store = stores[stores.length - 1]!;
    const date = localDate(-1);
    await pickStore(page, store);
    await pickDate(page, date);

    const proxy = (await (
      await page.request.get(`/api/csvproxy?start=${date}&end=${date}&store_id=${store.id}`)
    ).json()) as CsvProxyResponse;
    await openOptions(page);
    await expect
      .poll(async () => (await previewFacts(page)).date, { timeout: 30_000 })
      .toBe(describeDate(date).displayDate);
    const facts = await previewFacts(page);
    expect(facts.location).toBe(locationText(store));
    expect(facts.blocks).toBe('6');
    expect(facts.weather).toBe(weatherText(weatherFor(proxy.weather, store.id, date)) ?? 'No weather data');
    expect(facts.size).toMatch(/^\d+\.\d KB$/);
    await app.shot(page, 'context-preview');

    // Toggle a block off: the block count follows.
    await page.getByRole('checkbox', { name: 'Timers' }).click({ force: true });
    await expect.poll(async () => (await previewFacts(page)).blocks, { timeout: 10_000 }).toBe('5');
    await app.shot(page, 'timers-off');

    // Ask with Enter.
    const llmCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/llm/')) llmCalls.push(r.method());
    });
    await askAssistant(page, 'How did sales compare with the forecast?');
    const reply = replies(page).last();
    await reply.waitFor({ timeout: 60_000 });
    expect(llmCalls).toEqual(['POST']);
    await expect.poll(() => reply.locator('[data-part="model"]').textContent()).toBe('local-analyst');
    const stamp = await reply.locator('[data-part="timestamp"]').getAttribute('datetime');
    expect(new Date(stamp ?? '').toString()).not.toBe('Invalid Date');
    expect(await reply.locator('[data-part="body"]').textContent()).toMatch(/forecast/i);
    const question = page.locator('[data-component="ChatMessage"][data-author="user"]').last();
    expect(await question.textContent()).toContain('How did sales compare with the forecast?');
    await app.shot(page, 'reply');

    // Reload: the history is still there.
    await page.reload();
    await page.locator('[data-component="ChatScreen"]').waitFor();
    const messages = page.locator('[data-component="ChatMessage"]');
    await expect.poll(() => messages.count()).toBe(2);
    expect(await messages.first().textContent()).toContain('How did sales compare with the forecast?');
    expect(await messages.last().locator('[data-part="model"]').textContent()).toBe('local-analyst');
    await app.shot(page, 'after-reload');
    expect(await preview(page).count()).toBeLessThanOrEqual(1);

    // The header says what the conversation is about; another day has its own conversation.
    const header = page.locator('[data-part="chat-header"]');
    expect(await header.locator('[data-part="store"]').textContent()).toBe(store.name);
    expect(await header.locator('[data-part="date"]').textContent()).toBe(describeDate(date).displayDate);
    const dayBefore = localDate(-2);
    await pickDate(page, dayBefore);
    expect(await header.locator('[data-part="date"]').textContent()).toBe(
      describeDate(dayBefore).displayDate,
    );
    await expect.poll(() => messages.count()).toBe(0);
    await askAssistant(page, 'Any expired timers?');
    await expect.poll(() => replies(page).count(), { timeout: 60_000 }).toBe(1);
    // Back to the first day: its conversation, untouched; New conversation empties it only.
    await pickDate(page, date);
    await expect.poll(() => messages.count()).toBe(2);
    expect(await messages.first().textContent()).toContain('How did sales compare with the forecast?');
    await header.getByRole('button', { name: 'New conversation' }).click();
    await expect.poll(() => messages.count()).toBe(0);
    await pickDate(page, dayBefore);
    await expect.poll(() => messages.count()).toBe(2);
    expect(await messages.first().textContent()).toContain('Any expired timers?');
    await app.shot(page, 'conversation-per-day');
  });
});
