// The prompt library. A staff user saves a personal prompt with a variable and calls it
// with `/` in the chat; the library's Use fills the chat; an admin shares a prompt with one group
// and only its members see it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { askAssistant, pickStore, selectorBar, signInToChat, visibleStores } from './flows';
import { ADMIN_EMAIL, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('prompts');
const MANAGER_EMAIL = 'manager@example.com';

const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openLibrary(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Prompts' })
    .click();
  await page.waitForURL('**/prompts');
  await page.getByRole('heading', { name: 'Prompts', level: 1 }).waitFor();
  await page.locator('[data-component="PromptsScreen"][data-status="ready"]').waitFor();
}

async function titles(page: Page) {
  return page.locator('[data-component="PromptsScreen"] h2').allTextContents();
}

describe('the prompt library', () => {
  it('a staff user saves a personal prompt with a variable, calls it with / in the chat, fills the variable and sends', async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    await openLibrary(page);
    expect(await titles(page)).toHaveLength(12);

    await page.getByRole('button', { name: 'New prompt' }).click();
    const editor = dialog(page, 'New prompt');
    // Saving an empty form says what is missing and keeps the dialog open.
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Enter a title.').waitFor();
    await editor.getByRole('textbox', { name: /Title/ }).fill('Closing check');
    await editor.getByRole('textbox', { name: /Category/ }).fill('Shift');
    await editor
      .getByRole('textbox', { name: /Prompt/ })
      .fill('Did {{store}} close on time on {{date}}? Ask {{closer}}.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Prompt saved.').waitFor();
    await editor.waitFor({ state: 'detached' });
    const card = page.locator('li', { has: page.getByRole('heading', { name: 'Closing check' }) });
    await card.getByText('Personal').waitFor();
    await app.shot(page, 'library-saved');

    // In the chat, for a store and a date.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Assistant' })
      .click();
    const store = (await visibleStores(page))[0];
    if (!store) throw new Error('staff sees no store');
    await pickStore(page, store);
    const box = message(page);
    await box.fill('/clos');
    const list = page.getByRole('listbox', { name: 'Prompts' });
    await list.getByRole('option', { name: /Closing check/ }).waitFor();
    await app.shot(page, 'picker-open');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    const active = list.getByRole('option', { selected: true });
    expect(await active.textContent()).toContain('Closing check');
    await box.press('Enter');
    const variables = dialog(page, 'Fill in “Closing check”');
    await variables.getByRole('textbox', { name: 'closer' }).fill('Jordan');
    await variables.getByRole('button', { name: 'Use prompt' }).click();
    await variables.waitFor({ state: 'detached' });
    const filled = await box.inputValue();
    expect(filled).toMatch(
      new RegExp(
        `^Did ${store.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} close on time on \\d{4}-\\d{2}-\\d{2}\\? Ask Jordan\\.$`,
      ),
    );
    await askAssistant(page);
    const question = page.locator('[data-component="ChatMessage"][data-author="user"]').last();
    await question.waitFor();
    expect((await question.textContent())?.trim()).toContain(filled);
    await app.shot(page, 'prompt-sent');

    // The use was counted on the server.
    const res = await page.request.get('/api/prompts/');
    const mine = ((await res.json()) as { title: string; uses: number }[]).find(
      (p) => p.title === 'Closing check',
    );
    expect(mine?.uses).toBe(1);
  });

  it("the library's Use fills the chat's input with the built-ins filled, on /", async () => {
    const page = await app.newPage();
    await signInToChat(page, STAFF_EMAIL);
    const store = (await visibleStores(page))[0];
    if (!store) throw new Error('staff sees no store');
    await pickStore(page, store);
    await openLibrary(page);
    const card = page.locator('li', { has: page.getByRole('heading', { name: 'Late clock-ins follow-up' }) });
    await card.getByRole('button', { name: 'Use' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const box = message(page);
    await expect
      .poll(() => box.inputValue(), { timeout: 20_000 })
      .toMatch(
        new RegExp(
          `^List every late clock-in at ${store.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} on \\d{4}-\\d{2}-\\d{2} with`,
        ),
      );
    // A reload does not fill it again.
    await page.reload();
    await selectorBar(page).locator('[data-field="store"]').waitFor();
    expect(await message(page).inputValue()).toBe('');
  });

  it('an admin shares a prompt with one group: a member sees it, a non-member does not', async () => {
    const admin = await app.newPage();
    await signInToChat(admin, ADMIN_EMAIL);
    await openLibrary(admin);
    await admin.getByRole('button', { name: 'New prompt' }).click();
    const editor = dialog(admin, 'New prompt');
    await editor.getByRole('textbox', { name: /Title/ }).fill('Austin patio huddle');
    await editor.getByRole('textbox', { name: /Category/ }).fill('Shift');
    await editor.getByRole('textbox', { name: /Prompt/ }).fill('Huddle notes for {{store}} on {{weekday}}.');
    await editor.getByRole('button', { name: /Shared with/ }).click();
    await admin.getByRole('option', { name: 'Harvest Table Austin Core' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Prompt saved.').waitFor();
    const card = admin.locator('li', { has: admin.getByRole('heading', { name: 'Austin patio huddle' }) });
    await card.getByText('Shared with Harvest Table Austin Core').waitFor();
    await app.shot(admin, 'admin-shared');

    const member = await app.newPage();
    await signInToChat(member, STAFF_EMAIL);
    await openLibrary(member);
    expect(await titles(member)).toContain('Austin patio huddle');
    const memberCard = member.locator('li', {
      has: member.getByRole('heading', { name: 'Austin patio huddle' }),
    });
    await memberCard.getByText('Shared with your group').waitFor();
    expect(await memberCard.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    const other = await app.newPage();
    await signInToChat(other, MANAGER_EMAIL);
    await openLibrary(other);
    expect(await titles(other)).toHaveLength(12);
    expect(await titles(other)).not.toContain('Austin patio huddle');
  });
});
