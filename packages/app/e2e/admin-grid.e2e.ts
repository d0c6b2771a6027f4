// Issue 7, e2e 5: an admin edits a store's name in the grid; it persists; a stale second editor
// sees the conflict.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToChat, visibleStores } from './flows';
import { ADMIN_EMAIL, e2eApp } from './harness';

const app = e2eApp('admin-grid');

async function openStores(page: Page) {
  await page.goto('/stores');
  await page.locator('[data-component="AdminGrid"] .ag-row').first().waitFor({ timeout: 30_000 });
}

async function editName(page: Page, id: number, name: string) {
  const cell = page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="name"]`);
  await cell.dblclick();
  const editor = page.locator('.ag-cell-inline-editing input');
  await editor.fill(name);
  await editor.press('Enter');
  await page.getByRole('button', { name: 'Save changes' }).click();
}

const nameCell = (page: Page, id: number) => page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="name"]`);

describe('admin grid editing', () => {
  it('saves an edited store name through the server; a stale editor gets the conflict', async () => {
    const first = await app.newPage();
    await signInToChat(first, ADMIN_EMAIL);
    const second = await app.newPage();
    await signInToChat(second, ADMIN_EMAIL);
    const store = (await visibleStores(first))[0]!;

    await openStores(first);
    await openStores(second); // loads the same row at the same version
    await app.shot(first, 'grid');

    const renamed = `${store.name} (renamed)`;
    await editName(first, store.id, renamed);
    await expect.poll(() => nameCell(first, store.id).textContent(), { timeout: 20_000 }).toBe(renamed);
    await app.shot(first, 'saved');

    await first.reload();
    await first.locator('[data-component="AdminGrid"] .ag-row').first().waitFor({ timeout: 30_000 });
    expect(await nameCell(first, store.id).textContent()).toBe(renamed);
    const fromServer = (await visibleStores(first)).find((s) => s.id === store.id);
    expect(fromServer?.name).toBe(renamed);
    await app.shot(first, 'after-reload');

    // The second editor still holds the old version.
    await editName(second, store.id, `${store.name} (other edit)`);
    const conflict = second.locator('[data-part="save-conflict"]');
    await conflict.waitFor({ timeout: 20_000 });
    expect(await conflict.textContent()).toContain(
      `Save conflict: ${store.name} was changed elsewhere since you loaded it. Your edit was not saved.`,
    );
    expect(await conflict.textContent()).toContain(
      'This row was changed by someone else. Reload it and try again.',
    );
    await app.shot(second, 'conflict');
    const still = (await visibleStores(second)).find((s) => s.id === store.id);
    expect(still?.name).toBe(renamed);

    await second.getByRole('button', { name: 'Reload their version' }).click();
    await expect.poll(() => nameCell(second, store.id).textContent()).toBe(renamed);
    expect(await conflict.count()).toBe(0);
  });
});
