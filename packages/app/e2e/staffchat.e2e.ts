// The staff chat in Chromium against the real server, two admins in two browser contexts. A message,
// an edit, a delete and a read receipt cross between them in real time (the server's stream), and the
// drawer's unread badge counts on another screen and clears when the room is read. A regular user's
// browser never calls the staff chat's API (it is for administrators: it would answer 403).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToChat } from './flows';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('staffchat');
const OPS_EMAIL = 'ops@example.com';

const room = (page: Page, name: string) =>
  page.locator(`[data-part="rooms"] [data-room-id]`).filter({ hasText: name }).first();
const history = (page: Page) => page.locator('[data-part="room"] [role="log"]');
const message = (page: Page, text: string) =>
  history(page).locator('[data-message-id]').filter({ hasText: text }).last();
const staffChatEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Staff Chat/ });

async function openStaffChat(page: Page, roomName: string) {
  await page.goto('/staffchat');
  await room(page, roomName).click();
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 30_000 });
  // The stream is open before anything is posted.
  await page
    .locator('[data-part="connection"][data-connection="live"]')
    .waitFor({ state: 'attached', timeout: 30_000 });
}

describe('staff chat', () => {
  it("a message, an edit, a delete and a read receipt cross between two admins in real time; the badge counts and clears; an admin deletes the other's message", async () => {
    const avery = await app.newPage();
    const olivia = await app.newPage();
    await signInToChat(avery, ADMIN_EMAIL);
    await signInToChat(olivia, OPS_EMAIL);
    await openStaffChat(avery, 'Announcements');
    await openStaffChat(olivia, 'Announcements');

    // Avery posts; Olivia sees it without reloading.
    const text = `Truck arrives at 6 am tomorrow ${Date.now()}`;
    const box = avery.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await message(avery, text).waitFor();
    await message(olivia, text).waitFor({ timeout: 5_000 });
    expect(await message(olivia, text).textContent()).toContain('Avery Admin');
    await app.shot(olivia, 'received');

    // Olivia has it open, so she read it: Avery's post shows the receipt.
    await expect
      .poll(() => message(avery, text).textContent(), { timeout: 10_000 })
      .toMatch(/Read by [1-9]\d* of \d+/);

    // Avery edits: Olivia sees the new text marked edited.
    await message(avery, text).getByRole('button', { name: 'Edit' }).click();
    const editor = avery.getByRole('textbox', { name: 'Edit message' });
    await editor.fill(`${text} (gate B)`);
    await editor.press('Enter');
    await expect
      .poll(() => message(olivia, `${text} (gate B)`).textContent(), { timeout: 5_000 })
      .toContain('edited');

    // Avery deletes: Olivia sees `Message deleted` in its place.
    await message(avery, `${text} (gate B)`).getByRole('button', { name: 'Delete' }).click();
    await avery.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => history(olivia).locator('[data-message-id]').last().textContent(), { timeout: 5_000 })
      .toContain('Message deleted');
    expect(await history(olivia).textContent()).not.toContain(text);

    // Olivia goes to the chat; Avery posts twice; Olivia's drawer badge counts them.
    await olivia.goto('/chat');
    await olivia.locator('[data-component="ChatScreen"]').waitFor();
    for (const n of [1, 2]) {
      await box.fill(`Reminder ${n} ${Date.now()}`);
      await box.press('Enter');
    }
    await expect
      .poll(async () => (await staffChatEntry(olivia).textContent()) ?? '', { timeout: 15_000 })
      .toContain('2 unread');
    await app.shot(olivia, 'badge');
    // Opening the room reads it: the badge clears.
    await staffChatEntry(olivia).click();
    await room(olivia, 'Announcements').click();
    await expect
      .poll(async () => (await staffChatEntry(olivia).textContent()) ?? '', { timeout: 10_000 })
      .not.toContain('unread');

    // Olivia, an administrator too, deletes Avery's message: everyone sees an administrator did.
    const wrong = `Wrong room, sorry ${Date.now()}`;
    await box.fill(wrong);
    await box.press('Enter');
    await message(olivia, wrong).waitFor({ timeout: 5_000 });
    await message(olivia, wrong).getByRole('button', { name: 'Delete' }).click();
    await olivia.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => history(avery).locator('[data-message-id]').last().textContent(), { timeout: 5_000 })
      .toContain('Deleted by an administrator');
    expect(await history(avery).textContent()).not.toContain(wrong);
  });

  it("a regular user's browser never calls the staff chat's API: no badge's stream, no 403s; /staffchat goes to /chat", async () => {
    const sam = await app.newPage();
    const calls: string[] = [];
    const refused: string[] = [];
    sam.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/staffchat')) calls.push(request.url());
    });
    sam.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await signInToChat(sam, STAFF_EMAIL);
    // Past the idle time in which an administrator's drawer starts the staff chat, and the network quiet.
    const idleTwice = () =>
      sam.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }), {
              timeout: 5_000,
            }),
          ),
      );
    await idleTwice();
    await sam.waitForLoadState('networkidle');
    await sam.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().waitFor();
    expect(await staffChatEntry(sam).count()).toBe(0);
    await sam.goto('/staffchat');
    await sam.waitForURL('**/chat');
    await sam.locator('[data-component="ChatScreen"]').waitFor();
    await idleTwice();
    await sam.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(refused).toEqual([]);
  });
});
