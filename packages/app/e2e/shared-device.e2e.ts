// Issue 21, finding 4: a store's back-office PC is shared. Staff A signs out, staff B signs in on the
// same browser profile: nothing of A's stays in local storage. An admin's impersonation leaves
// nothing of the admin's, and a user who simply does not sign out is cleared by the next sign-in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDate, pickDate, replies, signInToChat } from './flows';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('shared-device');
const MANAGER_EMAIL = 'manager@example.com';

/** Every local-storage key and value of the page's origin. */
const storage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) as string).map((k) => [
        k,
        localStorage.getItem(k) as string,
      ]),
    ),
  );

async function userId(page: Page) {
  return ((await (await page.request.get('/auth/login')).json()) as { id: number }).id;
}

/** Signs in, loads two store-days (the cache) and asks a question (the history) with a marker. */
async function leaveTraces(page: Page, email: string, marker: string) {
  await signInToChat(page, email);
  await pickDate(page, localDate(-2));
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(`What were sales? ${marker}`);
  await input.press('Enter');
  await replies(page).last().waitFor({ timeout: 60_000 });
  const id = await userId(page);
  await expect
    .poll(
      async () =>
        Object.keys(await storage(page)).filter((k) => k.startsWith(`storeOps.u${id}.csvCache.`)).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(2);
  const mine = await storage(page);
  expect(Object.keys(mine).every((k) => !k.startsWith('storeOps.') || k.startsWith(`storeOps.u${id}.`))).toBe(
    true,
  );
  expect(mine[`storeOps.u${id}.chatHistory`]).toContain(marker);
  return id;
}

describe('a shared browser profile', () => {
  it('staff A signs out, staff B signs in: no key or value of A remains', async () => {
    const page = await app.newPage();
    const a = await leaveTraces(page, STAFF_EMAIL, 'marker-of-A');
    await app.shot(page, 'a-signed-in');

    // Sign out from the drawer.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Logout|Sign out/ })
      .click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const afterLogout = await storage(page);
    expect(Object.keys(afterLogout).filter((k) => k.startsWith('storeOps.'))).toEqual([]);

    const b = await leaveTraces(page, MANAGER_EMAIL, 'marker-of-B');
    expect(b).not.toBe(a);
    const all = await storage(page);
    expect(Object.keys(all).filter((k) => k.startsWith(`storeOps.u${a}.`))).toEqual([]);
    expect(Object.values(all).some((v) => v.includes('marker-of-A'))).toBe(false);
    expect(Object.keys(all).every((k) => !k.startsWith('storeOps.') || k.startsWith(`storeOps.u${b}.`))).toBe(
      true,
    );
    await app.shot(page, 'b-signed-in');
  });

  it('A closes the tab without signing out; B signing in clears A’s data first', async () => {
    const page = await app.newPage();
    const a = await leaveTraces(page, STAFF_EMAIL, 'left-by-A');
    // The session ends on the server (idle), the next person signs in on the same profile.
    await page.context().clearCookies();
    await page.goto('/login');
    const b = await leaveTraces(page, MANAGER_EMAIL, 'left-by-B');
    const all = await storage(page);
    expect(Object.keys(all).filter((k) => k.startsWith(`storeOps.u${a}.`))).toEqual([]);
    expect(Object.values(all).some((v) => v.includes('left-by-A'))).toBe(false);
    expect(b).not.toBe(a);
  });

  it('starting and stopping an impersonation leaves nothing of the previous user', async () => {
    const page = await app.newPage();
    const admin = await leaveTraces(page, ADMIN_EMAIL, 'admin-marker');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Impersonate User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select User to Impersonate' });
    await dialog.getByPlaceholder('Search users by name or email...').fill(STAFF_EMAIL);
    await dialog.getByRole('option', { name: new RegExp(STAFF_EMAIL) }).click();
    await nav.getByText(`Impersonating: ${STAFF_EMAIL}`, { exact: true }).waitFor({ timeout: 20_000 });
    await page.locator('[data-component="ChatScreen"]').waitFor();
    const during = await storage(page);
    expect(Object.keys(during).filter((k) => k.startsWith(`storeOps.u${admin}.`))).toEqual([]);
    expect(Object.values(during).some((v) => v.includes('admin-marker'))).toBe(false);
    // The staff user's chat is empty: the admin's history did not come along.
    expect(await page.locator('[data-component="ChatMessage"]').count()).toBe(0);

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('What were sales? staff-marker');
    await input.press('Enter');
    await replies(page).last().waitFor({ timeout: 60_000 });
    await nav.getByRole('button', { name: /Stop Impersonating/ }).click();
    await nav.getByRole('button', { name: 'Impersonate User' }).waitFor({ timeout: 20_000 });
    await page.locator('[data-component="ChatScreen"]').waitFor();
    const after = await storage(page);
    expect(Object.values(after).some((v) => v.includes('staff-marker'))).toBe(false);
    expect(
      Object.keys(after).every((k) => !k.startsWith('storeOps.') || k.startsWith(`storeOps.u${admin}.`)),
    ).toBe(true);
  });
});
