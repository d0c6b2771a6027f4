// The admin grids in Chromium against the real server. An admin creates a store under a
// company picked by name, edits its phone; a stale save from a second tab shows the conflict panel
// and is resolved both ways; the store is deleted after a confirmation; staff@example.com is
// assigned to a group picked by name; the Audit Log shows those writes with the admin's e-mail,
// and staff cannot open it.
import type { Store, UserToGroup } from '@store-ops/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToChat } from './flows';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('admin-grid');

const grid = (page: Page) => page.locator('[data-component="AdminGridScreen"]');

async function openGrid(page: Page, path: string) {
  await page.goto(path);
  await grid(page).locator('.ag-row').first().waitFor({ timeout: 30_000 });
}

async function serverRows<T>(page: Page, entity: string): Promise<T[]> {
  const res = await page.request.get(`/api/${entity}/`);
  if (!res.ok()) throw new Error(`GET /api/${entity}/ -> ${res.status()}`);
  return (await res.json()) as T[];
}

const storeNamed = async (page: Page, name: string) =>
  (await serverRows<Store>(page, 'stores')).find((s) => s.name === name);

const cell = (page: Page, id: number, col: string) =>
  grid(page).locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="${col}"]`);

/** Types into a cell's text editor and commits it (Enter), then saves the grid. */
async function editAndSave(page: Page, id: number, col: string, value: string) {
  await cell(page, id, col).dblclick();
  const editor = grid(page).locator('.ag-cell-inline-editing input');
  await editor.fill(value);
  await editor.press('Enter');
  await page.getByRole('button', { name: 'Save changes' }).click();
}

/** Searches a ComboBox in `scope` and picks the option whose accessible name is `option`. */
async function pick(page: Page, scope: Locator, label: string, search: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('admin grids', () => {
  it('creates a store under a company picked by name, edits it, resolves a conflict both ways, deletes it', async () => {
    const first = await app.newPage();
    await signInToChat(first, ADMIN_EMAIL);
    await openGrid(first, '/stores');
    // Names, not ids: the company column reads the company's name.
    const seeded = (await serverRows<Store>(first, 'stores'))[0]!;
    expect(await cell(first, seeded.id, 'company_id').textContent()).toMatch(
      /^(Harvest Table Restaurant Group|Blazing Bird Franchising|Northwind Outfitters)$/,
    );

    await first.getByRole('button', { name: 'Add store' }).click();
    const dialog = first.getByRole('dialog', { name: 'New store' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Corner Cafe');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('400 Congress Ave');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Austin');
    await dialog.getByRole('textbox', { name: 'State' }).fill('TX');
    await dialog.getByRole('textbox', { name: 'ZIP' }).fill('78701');
    await pick(first, dialog, 'Company', 'blazing', 'Blazing Bird Franchising');
    await dialog.getByRole('textbox', { name: 'Source ID' }).fill('E2E-001');
    await app.shot(first, 'create-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    const created = await storeNamed(first, 'E2E Corner Cafe');
    expect(created?.source_id).toBe('E2E-001');
    const companies = await serverRows<{ id: number; name: string }>(first, 'companies');
    expect(companies.find((c) => c.id === created?.company_id)?.name).toBe('Blazing Bird Franchising');
    const id = created!.id;
    await expect.poll(() => cell(first, id, 'company_id').textContent()).toBe('Blazing Bird Franchising');

    // A second tab loads the store at this version.
    const second = await app.newPage();
    await signInToChat(second, ADMIN_EMAIL);
    await openGrid(second, '/stores');
    await cell(second, id, 'name').waitFor();

    await editAndSave(first, id, 'phone', '512-555-0142');
    await expect.poll(async () => (await storeNamed(first, 'E2E Corner Cafe'))?.phone).toBe('512-555-0142');
    await expect.poll(() => first.getByText('No unsaved changes').count()).toBe(1);

    // Stale save from the second tab: the conflict panel, resolved by taking theirs.
    await editAndSave(second, id, 'phone', '512-555-0199');
    const conflict = second.locator('[data-part="save-conflict"]');
    await conflict.waitFor({ timeout: 20_000 });
    expect(await conflict.locator('[data-part="message"]').textContent()).toBe(
      'Save conflict: E2E Corner Cafe was changed elsewhere since you loaded it. Your edit was not saved.',
    );
    expect(await conflict.locator('tbody tr').allTextContents()).toEqual(['Phone512-555-0142512-555-0199']);
    await app.shot(second, 'conflict');
    await second.getByRole('button', { name: 'Take theirs' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => cell(second, id, 'phone').textContent()).toBe('512-555-0142');
    expect((await storeNamed(second, 'E2E Corner Cafe'))?.phone).toBe('512-555-0142');

    // Again, resolved by keeping mine: my phone over their city.
    await editAndSave(first, id, 'city', 'Pflugerville');
    await expect.poll(async () => (await storeNamed(first, 'E2E Corner Cafe'))?.city).toBe('Pflugerville');
    await editAndSave(second, id, 'phone', '512-555-0199');
    await conflict.waitFor({ timeout: 20_000 });
    await second.getByRole('button', { name: 'Keep mine' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storeNamed(second, 'E2E Corner Cafe'))?.phone).toBe('512-555-0199');
    expect((await storeNamed(second, 'E2E Corner Cafe'))?.city).toBe('Pflugerville');

    // Delete after the confirmation naming the store.
    await first.reload();
    await cell(first, id, 'name').waitFor({ timeout: 30_000 });
    await first.getByRole('button', { name: 'Delete E2E Corner Cafe' }).click();
    const confirm = first.getByRole('alertdialog', { name: 'Delete store E2E Corner Cafe?' });
    expect(await confirm.textContent()).toContain('This cannot be undone.');
    await app.shot(first, 'confirm-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await cell(first, id, 'name').waitFor({ state: 'detached' });
    expect(await storeNamed(first, 'E2E Corner Cafe')).toBeUndefined();

    // The Audit Log (Data Grids > Audit Log) shows each of those writes, by the admin's e-mail.
    const nav = first.getByRole('navigation', { name: 'Main navigation' });
    if ((await nav.getByRole('link', { name: 'Audit Log' }).count()) === 0) {
      await nav.getByRole('button', { name: 'Data Grids' }).click();
    }
    await nav.getByRole('link', { name: 'Audit Log' }).click();
    await first.waitForURL('**/audit');
    const log = first.getByRole('table', { name: 'Audit Log entries' });
    await log.waitFor({ timeout: 30_000 });
    const filters = first.getByRole('search', { name: 'Audit Log filters' });
    await pick(first, filters, 'User', 'admin@', 'Avery Admin admin@example.com');
    const rowsAbout = async () =>
      (await log
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => [...r.querySelectorAll('td')].slice(1, 5).map((td) => td.textContent)),
        )) as string[][];
    // The store by kind and name (deleted since: the name its changes hold).
    const store = 'Store: E2E Corner Cafe';
    await expect
      .poll(async () => (await rowsAbout()).filter((r) => r[2] === store).map((r) => [r[0], r[1]]))
      .toEqual([
        ['admin@example.com', 'Deleted'],
        ['admin@example.com', 'Updated'],
        ['admin@example.com', 'Updated'],
        ['admin@example.com', 'Updated'],
        ['admin@example.com', 'Created'],
      ]);
    const changes = (await rowsAbout()).filter((r) => r[2] === store).map((r) => r[3]);
    // The two stale saves were refused (409) and are not writes: keep mine saved once, over theirs.
    expect(changes.slice(1, 4)).toEqual([
      'Phone512-555-0142 → 512-555-0199',
      'CityAustin → Pflugerville',
      'Phone(empty) → 512-555-0142',
    ]);
    expect(new URL(first.url()).searchParams.get('user_id')).toBe('1');
    await app.shot(first, 'audit-log');
    // A reload keeps the filter (it lives in the address).
    await first.reload();
    await log.waitFor({ timeout: 30_000 });
    expect(await first.getByRole('combobox', { name: 'User' }).inputValue()).toBe('Avery Admin');
  });

  it('sends staff visiting /audit to /chat, and answers their GET /api/audit/ with 403', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await page.goto('/audit');
    await page.waitForURL('**/chat');
    expect(new URL(page.url()).pathname).toBe('/chat');
    const res = await page.request.get('/api/audit/');
    expect(res.status()).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
  });

  it('assigns staff@example.com to a group picked by name', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    await openGrid(page, '/users2groups');
    await page.getByRole('button', { name: 'Add assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New assignment' });
    await pick(page, dialog, 'User', 'staff@', 'Sam Staff staff@example.com');
    await pick(page, dialog, 'Group', 'blazing', 'Blazing Bird Operations');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });

    const users = await serverRows<{ id: number; email: string }>(page, 'users');
    const groups = await serverRows<{ id: number; name: string }>(page, 'usergroups');
    const staff = users.find((u) => u.email === 'staff@example.com')!;
    const blazing = groups.find((g) => g.name === 'Blazing Bird Operations')!;
    const row = (await serverRows<UserToGroup>(page, 'users2groups')).find(
      (a) => a.user_id === staff.id && a.group_id === blazing.id,
    );
    expect(row).toBeDefined();
    // The grid names both sides.
    await expect
      .poll(() => cell(page, row!.id, 'user_id').textContent())
      .toBe('Sam Staff (staff@example.com)');
    expect(await cell(page, row!.id, 'group_id').textContent()).toBe('Blazing Bird Operations');
    await app.shot(page, 'assigned');
  });
});
