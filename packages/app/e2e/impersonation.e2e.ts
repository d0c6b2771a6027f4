// An admin impersonates the staff account from the drawer's dialog and comes back.
import { describe, expect, it } from 'vitest';
import { signInToChat, visibleStores } from './flows';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('impersonation');

describe('impersonation', () => {
  it('narrows the list by search, shows the badge and the staff stores only, and stops', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    const adminStores = await visibleStores(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Impersonate User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select User to Impersonate' });
    await dialog.waitFor();
    const options = dialog.getByRole('option');
    await expect.poll(() => options.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const all = await options.count();
    await expect(dialog.getByPlaceholder('Search users by name or email...').isVisible()).resolves.toBe(true);
    await app.shot(page, 'dialog');

    await dialog.getByPlaceholder('Search users by name or email...').fill('STAFF@example');
    await expect.poll(() => options.count()).toBeLessThan(all);
    const texts = await options.allInnerTexts();
    expect(texts.every((t) => /staff/i.test(t))).toBe(true);
    expect(texts.some((t) => t.includes(STAFF_EMAIL))).toBe(true);
    await app.shot(page, 'dialog-search');

    await dialog.getByRole('option', { name: new RegExp(STAFF_EMAIL) }).click();
    const badge = nav.getByText(`Impersonating: ${STAFF_EMAIL}`, { exact: true });
    await badge.waitFor({ timeout: 20_000 });
    const staffStores = await visibleStores(page);
    expect(staffStores.length).toBeLessThan(adminStores.length);
    // The store selector offers exactly the staff user's stores.
    await page.locator('[data-component="ChatScreen"] [data-field="store"] button').first().click();
    const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(offered.map((t) => t.split('\n')[0]?.trim())).toEqual(staffStores.map((s) => s.name));
    await page.keyboard.press('Escape');
    await app.shot(page, 'impersonating');

    // A new tab (no per-tab memory) still knows: the session check names the original admin.
    const tab = await page.context().newPage();
    await tab.goto('/settings');
    const tabNav = tab.getByRole('navigation', { name: 'Main navigation' });
    await tabNav.getByText(`Impersonating: ${STAFF_EMAIL}`, { exact: true }).waitFor({ timeout: 20_000 });
    expect(await tabNav.getByRole('button', { name: /Stop Impersonating/ }).textContent()).toContain(
      `Return to ${ADMIN_EMAIL}`,
    );
    await app.shot(tab, 'impersonating-new-tab');
    await tab.close();

    const stop = nav.getByRole('button', { name: /Stop Impersonating/ });
    expect(await stop.textContent()).toContain(`Return to ${ADMIN_EMAIL}`);
    await stop.click();
    await nav.getByRole('button', { name: 'Impersonate User' }).waitFor({ timeout: 20_000 });
    expect(await nav.getByText(/^Impersonating:/).count()).toBe(0);
    const back = await visibleStores(page);
    expect(back.map((s) => s.id)).toEqual(adminStores.map((s) => s.id));
    await app.shot(page, 'stopped');
  });
});
