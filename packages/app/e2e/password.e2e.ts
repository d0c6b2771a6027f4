// A user changes their own password on /settings. The current one is required;
// every other session of the user ends (a second browser is sent to /login on its next request);
// the new password signs in, the old one no longer does.
import { describe, expect, it } from 'vitest';
import { signInToChat } from './flows';
import { DEMO_PASSWORD, e2eApp, STAFF_EMAIL } from './harness';

const app = e2eApp('password');
const NEW_PASSWORD = 'a-new-passphrase-for-staff';

describe('change password', () => {
  it('needs the current password, signs out the other browser, and the new one signs in', async () => {
    const here = await app.newPage();
    const other = await app.newPage();
    await signInToChat(here, STAFF_EMAIL);
    await signInToChat(other, STAFF_EMAIL);

    await here.goto('/settings');
    const form = here.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('The current password is not correct.');
    // This session is not ended by a refusal.
    expect(new URL(here.url()).pathname).toBe('/settings');

    await form.getByLabel('Current password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Your password was changed. 1 other session was signed out.');
    // The form empties: no password stays on screen.
    for (const label of ['Current password', 'Confirm new password']) {
      expect(await form.getByLabel(label).inputValue()).toBe('');
    }
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    await app.shot(here, 'changed');

    await other.reload();
    await other.waitForURL('**/login');
    await other.getByLabel('E-mail').fill(STAFF_EMAIL);
    await other.getByLabel('Password').fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.getByText('Invalid email or password.').waitFor();
    await signInToChat(other, STAFF_EMAIL, NEW_PASSWORD);
    // The browser that changed it is still signed in.
    await here.reload();
    await here.getByRole('form', { name: 'Change password' }).waitFor();
    expect(new URL(here.url()).pathname).toBe('/settings');
  });
});
