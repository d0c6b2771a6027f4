// Revisiting a store-day is served from the browser cache (no /api/csvproxy call);
// Refresh forces exactly one.
import { gunzipSync } from 'node:zlib';
import { describeDate } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import {
  afterRequestsSoFar,
  countRequests,
  localDate,
  openOptions,
  pickDate,
  previewFacts,
  signInToChat,
} from './flows';
import { e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('cache');

const status = (page: import('playwright-core').Page) =>
  page.locator('[data-part="store-day-status"]').getAttribute('data-status');

describe('the browser cache of store-days', () => {
  it('serves a revisited store-day without the network, and Refresh makes exactly one call', async () => {
    const page = await app.newPage();
    const calls = countRequests(page, '/api/csvproxy');
    await signInToChat(page, STAFF_EMAIL);
    await openOptions(page);
    const today = localDate(0);
    const earlier = localDate(-2);
    await expect
      .poll(async () => (await previewFacts(page)).date, { timeout: 30_000 })
      .toBe(describeDate(today).displayDate);
    expect(calls).toHaveLength(1);
    expect(await status(page)).toBe('cacheMiss');

    await pickDate(page, earlier);
    await expect
      .poll(async () => (await previewFacts(page)).date, { timeout: 30_000 })
      .toBe(describeDate(earlier).displayDate);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toContain(`start=${earlier}&end=${earlier}`);
    await app.shot(page, 'second-day-fetched');

    // Back to the first day: from the cache, no request.
    calls.length = 0;
    await pickDate(page, today);
    await expect
      .poll(async () => (await previewFacts(page)).date, { timeout: 30_000 })
      .toBe(describeDate(today).displayDate);
    await expect.poll(() => status(page)).toBe('cacheHit');
    await afterRequestsSoFar(page);
    expect(calls).toEqual([]);
    await app.shot(page, 'revisit-from-cache');

    // What the browser stored for the day: the server's own CSV files, gzip then base64 (read back
    // here with node:zlib), its weather, version 1.0.
    // Keys are per user: `storeOps.u{id}.` (shared devices).
    const { id } = (await (await page.request.get('/auth/login')).json()) as { id: number };
    const mine = `storeOps.u${id}.`;
    const store = await page.evaluate((key) => localStorage.getItem(key), `${mine}selectedStore`);
    const entry = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), `${mine}csvCache.${today}.${store}`)) ?? '{}',
    );
    const served = await (
      await page.request.get(`/api/csvproxy?start=${today}&end=${today}&store_id=${store}`)
    ).json();
    const { weather, ...files } = served;
    expect(JSON.parse(gunzipSync(Buffer.from(entry.data, 'base64')).toString('utf8'))).toEqual(files);
    expect(entry).toMatchObject({ files: Object.keys(files), weather, version: '1.0' });
    expect(entry.data.length).toBeLessThan(JSON.stringify(files).length);

    // Refresh: exactly one network call.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('cacheMiss');
    await afterRequestsSoFar(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(`start=${today}&end=${today}`);
    await app.shot(page, 'after-refresh');
  });
});
