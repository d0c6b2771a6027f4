// A store's back-office PC is shared. Staff A signs out, staff B signs in on the
// same browser profile: nothing of A's stays in local storage. An admin's impersonation leaves
// nothing of the admin's, and a user who simply does not sign out is cleared by the next sign-in. A
// session that ended on the server (a password change elsewhere, a timeout) is cleared as a sign-out
// is, before the sign-in form shows; the device's brand and mode stay.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { askAssistant, localDate, pickDate, replies, signInToChat } from './flows';
import { ADMIN_EMAIL, DEMO_PASSWORD, e2eApp, STAFF_EMAIL } from './harness';

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

/** The product's keys (every user's data), and the device-wide ones. */
async function storedKeys(page: Page) {
  const all = await storage(page);
  return {
    product: Object.keys(all).filter((k) => k.startsWith('storeOps.')),
    device: { selectedBrand: all.selectedBrand, themeMode: all.themeMode },
  };
}
const DEVICE = { selectedBrand: 'tech-teal', themeMode: 'dark' };
const NEW_PASSWORD = 'a-new-passphrase-for-sam';

/** A, in another browser, signs in and changes their password: every other session of A ends. */
async function changePasswordElsewhere(from: string, to: string) {
  const elsewhere = await app.newPage();
  const signIn = await elsewhere.request.post('/auth/login', {
    data: { email: STAFF_EMAIL, password: from },
  });
  expect(signIn.status()).toBe(200);
  const changed = await elsewhere.request.post('/auth/password', {
    data: { current_password: from, new_password: to },
  });
  expect(changed.status()).toBe(200);
  // This page's session among them (and any left by the tests before).
  expect(((await changed.json()) as { ended_sessions: number }).ended_sessions).toBeGreaterThan(0);
  await elsewhere.context().close();
}

async function userId(page: Page) {
  return ((await (await page.request.get('/auth/login')).json()) as { id: number }).id;
}

/** Signs in, loads two store-days (the cache) and asks a question (the history) with a marker. */
async function leaveTraces(page: Page, email: string, marker: string) {
  await signInToChat(page, email);
  await pickDate(page, localDate(-2));
  await askAssistant(page, `What were sales? ${marker}`);
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
  it('staff A signs out, staff B signs in: no key or value of A remains; the brand and mode stay', async () => {
    const page = await app.newPage();
    await page.addInitScript((device) => {
      if (localStorage.getItem('selectedBrand') === null) {
        localStorage.setItem('selectedBrand', device.selectedBrand);
        localStorage.setItem('themeMode', device.themeMode);
      }
    }, DEVICE);
    const a = await leaveTraces(page, STAFF_EMAIL, 'marker-of-A');
    await app.shot(page, 'a-signed-in');

    // Sign out from the drawer.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Logout|Sign out/ })
      .click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(async () => (await storedKeys(page)).product).toEqual([]);
    expect((await storedKeys(page)).device).toEqual(DEVICE);

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

  it('A’s session ends on the server (a password change elsewhere): reloading shows the sign-in form with nothing of A’s stored; brand and mode stay', async () => {
    const page = await app.newPage();
    await leaveTraces(page, STAFF_EMAIL, 'ended-by-A');
    await page.evaluate((device) => {
      localStorage.setItem('selectedBrand', device.selectedBrand);
      localStorage.setItem('themeMode', device.themeMode);
    }, DEVICE);
    await changePasswordElsewhere(DEMO_PASSWORD, NEW_PASSWORD);
    try {
      // The page's session check finds no session: the sign-in form, and nothing of A's left.
      await page.reload();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await storedKeys(page)).toEqual({ product: [], device: DEVICE });
      expect(Object.values(await storage(page)).some((v) => v.includes('ended-by-A'))).toBe(false);
      await app.shot(page, 'ended-on-the-server-reload');
    } finally {
      await changePasswordElsewhere(NEW_PASSWORD, DEMO_PASSWORD);
    }
  });

  it('A’s session ends on the server while the app is open or closed: the next API answer, or opening the sign-in page, clears A’s data', async () => {
    const page = await app.newPage();
    const seed = async () => {
      await signInToChat(page, STAFF_EMAIL);
      const id = await userId(page);
      await page.evaluate(
        ({ id, device }) => {
          localStorage.setItem(`storeOps.u${id}.chatHistory`, '[{"msg":"marker-of-A"}]');
          localStorage.setItem('selectedBrand', device.selectedBrand);
          localStorage.setItem('themeMode', device.themeMode);
        },
        { id, device: DEVICE },
      );
      expect((await storedKeys(page)).product).toContain(`storeOps.u${id}.chatHistory`);
    };

    // Open: the next API answer (the prompts page's list) is 401, and the form says the session ended.
    await seed();
    await changePasswordElsewhere(DEMO_PASSWORD, NEW_PASSWORD);
    try {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Prompts' })
        .click();
      await page.waitForURL('**/login', { timeout: 20_000 });
      await page.getByText('Your session has ended. Please sign in again.').waitFor();
      expect(await storedKeys(page)).toEqual({ product: [], device: DEVICE });
    } finally {
      await changePasswordElsewhere(NEW_PASSWORD, DEMO_PASSWORD);
    }

    // Closed: the next person opens the sign-in page (no session check: the page said none).
    await seed();
    await changePasswordElsewhere(DEMO_PASSWORD, NEW_PASSWORD);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      // The form may be the server's first paint; the app clears as it starts, before its own.
      await expect.poll(async () => (await storedKeys(page)).product, { timeout: 5_000 }).toEqual([]);
      expect((await storedKeys(page)).device).toEqual(DEVICE);
    } finally {
      await changePasswordElsewhere(NEW_PASSWORD, DEMO_PASSWORD);
    }
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

    await askAssistant(page, 'What were sales? staff-marker');
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
