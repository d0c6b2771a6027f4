// The report customizer in Chromium against the real server. An admin changes Harvest
// Table's on-time tolerance to 5 minutes and its labor target to 25%, sees the preview change before
// saving, and saves; a second admin's stale save meets the conflict panel; a staff user's next
// context for a Harvest Table store-day (what the chat sends, and what the server rebuilds for the
// model) reports clock-ins with the new tolerance and states the new target; the user's own choice
// of blocks follows them to another browser.
import type { Company, Store } from '@store-ops/domain';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  askAssistant,
  localDate,
  openOptions,
  pickDate,
  pickStore,
  replies,
  signInToChat,
  visibleStores,
} from './flows';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('report-settings');
const OPS_EMAIL = 'ops@example.com';

const screen = (page: Page) => page.locator('[data-component="ReportCustomizerScreen"]');
const previewText = (page: Page) => page.getByLabel('Report context preview');

async function openCustomizer(page: Page, company: string) {
  await page.goto('/reports');
  await page.getByRole('heading', { name: 'Report customizer' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /Company$/ }).click();
  await page.getByRole('option', { name: company, exact: true }).click();
  await expect
    .poll(() => previewText(page).textContent(), { timeout: 30_000 })
    .toContain('Late above +2 minutes');
  // The report as staff see it, with the model's text one click away.
  const report = page.getByRole('region', { name: 'The report as staff see it' });
  await report.waitFor();
  const store = (await page.getByRole('button', { name: /Store$/ }).textContent()) ?? '';
  await report.getByRole('heading', { name: store, exact: true }).waitFor();
  await page.getByRole('button', { name: 'Text the assistant receives' }).click();
  await previewText(page).waitFor();
}

describe('report customizer', () => {
  it('an admin previews and saves; a stale save is a conflict; staff contexts and the model get the new settings', async () => {
    const admin = await app.newPage();
    await signInToChat(admin, ADMIN_EMAIL);
    const companies = (await (await admin.request.get('/api/companies/')).json()) as Company[];
    const harvest = companies.find((c) => c.name === 'Harvest Table Restaurant Group');
    if (!harvest) throw new Error('no Harvest Table in the demo data');

    // A second admin opens the same settings before the first one saves.
    const ops = await app.newPage();
    await signInToChat(ops, OPS_EMAIL);
    await openCustomizer(ops, harvest.name);

    await openCustomizer(admin, harvest.name);
    expect(await previewText(admin).textContent()).not.toContain('Company targets:');
    await app.shot(admin, 'defaults');
    await admin.getByLabel('On-time tolerance (minutes)').fill('5');
    await admin.getByLabel('Labor cost target (% of net sales)').fill('25');
    // The preview changes before anything is saved: one preview with both edits (a preview of the
    // first edit alone may come in between).
    const bothEdits = [
      'Late above +5 minutes, Early below -5',
      'Company targets: labor cost at most 25% of net sales; net sales within 10% of forecast; task completion at least 90%',
    ];
    await expect
      .poll(
        async () => {
          const text = (await previewText(admin).textContent()) ?? '';
          return bothEdits.filter((line) => !text.includes(line));
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
    const changes = screen(admin)
      .locator('section, div')
      .filter({ hasText: /^Unsaved changes/ })
      .last();
    expect(await changes.textContent()).toContain('On-time tolerance: 2 min → 5 min');
    expect(await changes.textContent()).toContain('Labor cost target: 30% → 25%');
    const stored = await admin.request.get(`/api/report-settings?company_id=${harvest.id}`);
    expect((await stored.json()).version).toBe(0);
    await app.shot(admin, 'preview-before-save');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Settings saved.').waitFor();
    const saved = await (await admin.request.get(`/api/report-settings?company_id=${harvest.id}`)).json();
    expect(saved).toMatchObject({
      company_id: harvest.id,
      version: 1,
      on_time_tolerance_minutes: 5,
      targets: { labor_cost_pct: 25, forecast_variance_pct: 10, task_completion_pct: 90 },
    });

    // The dashboard measures Harvest Table against 25% now.
    await admin.goto(`/dashboard?company_id=${harvest.id}`);
    const laborTile = admin
      .locator('[data-component="DashboardScreen"] dl[aria-label="Key figures"] > div')
      .filter({ has: admin.getByText('Labor cost %', { exact: true }) });
    await expect.poll(() => laborTile.textContent(), { timeout: 30_000 }).toContain('target 25%');

    // The second admin's save was made against version 0: the conflict panel, then Take theirs.
    await ops.getByLabel('Task completion target (%)').fill('95');
    await ops.getByRole('button', { name: 'Save settings' }).click();
    await ops.getByText('Someone else saved these settings while you were editing.').waitFor();
    await app.shot(ops, 'conflict');
    await ops.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => ops.getByLabel('On-time tolerance (minutes)').inputValue()).toBe('5');
    expect(await ops.getByLabel('Task completion target (%)').inputValue()).toBe('90');

    // A staff user's context for a Harvest Table store-day: the chat sends it, the server rebuilds it.
    const staff = await app.newPage();
    await signInToChat(staff, STAFF_EMAIL);
    const store = (await visibleStores(staff)).find((s: Store) => s.company_id === harvest.id);
    if (!store) throw new Error('staff sees no Harvest Table store');
    await pickStore(staff, store);
    await pickDate(staff, localDate(-1));
    const sent: Request[] = [];
    staff.on('request', (r) => {
      if (r.url().includes('/api/llm/')) sent.push(r);
    });
    // Until the picked day's context is built a question waits (never asked about the day before).
    await askAssistant(staff, 'Who clocked in late?');
    const reply = replies(staff).last();
    await reply.waitFor({ timeout: 30_000 });
    const body = JSON.parse(sent[0]!.postData() ?? '[]') as { user: string; msg: string }[];
    const system = body.find((m) => m.user === 'system')?.msg ?? '';
    expect(system).toContain('Late above +5 minutes, Early below -5');
    expect(system.split('\n')).toContain(
      'Company targets: labor cost at most 25% of net sales; net sales within 10% of forecast; task completion at least 90%',
    );
    expect(system).toContain('"toleranceMinutes":5');
    // The offline analyst answered from the server's rebuild: it states the tolerance it used.
    expect(await reply.textContent()).toContain('(tolerance ±5 min)');
    await app.shot(staff, 'staff-chat');
  });

  it("a user's choice of blocks is saved on the server and follows them to another browser", async () => {
    const first = await app.newPage();
    await signInToChat(first, STAFF_EMAIL);
    await openOptions(first);
    const samples = first.getByRole('checkbox', { name: 'Samples' });
    expect(await samples.isChecked()).toBe(true);
    const saved = first.waitForResponse((r) => r.url().endsWith('/api/me/settings') && r.status() === 200);
    await samples.click({ force: true });
    await saved;

    const second = await app.newPage();
    await signInToChat(second, STAFF_EMAIL);
    await openOptions(second);
    expect(await second.getByRole('checkbox', { name: 'Samples' }).isChecked()).toBe(false);
    expect(await second.getByRole('checkbox', { name: 'Sales' }).isChecked()).toBe(true);
  });
});
