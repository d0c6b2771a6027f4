// Admin MFA with REQUIRE_ADMIN_MFA=true. The admin signs in and is sent to
// Settings until they enrol an authenticator app (after their current password; the test is the app:
// it computes the codes from the secret the page shows, with the same library as the server); then
// every sign-in asks for a code, a recovery code works once, and a code from the app works.
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, DEMO_PASSWORD, e2eApp } from './harness';

const app = e2eApp('mfa', { env: { REQUIRE_ADMIN_MFA: 'true' } });

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}
async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}
async function signOut(page: Page) {
  await page.goto('/auth/logout');
  await page.waitForURL('**/login');
}

describe('admin MFA', () => {
  it('REQUIRE_ADMIN_MFA sends the admin to enrol; then sign-in takes a code, a recovery code once', async () => {
    const page = await app.newPage();
    await passwordStepless(page);
    // Sent to Settings, with the Two-factor section first and saying why.
    await page.waitForURL('**/settings');
    const section = page.locator('[data-section="two-factor"]');
    await section
      .getByRole('alert')
      .filter({ hasText: 'Your organisation requires two-factor authentication for administrators.' })
      .waitFor();
    await page.goto('/users');
    await page.waitForURL('**/settings');

    await section.getByRole('button', { name: 'Set up authenticator app' }).click();
    // The current password first: a wrong one is refused, the right one shows the QR code.
    const password = section.getByLabel('Current password');
    await password.fill('not-the-password');
    await section.getByRole('button', { name: 'Continue' }).click();
    await section.getByRole('alert').filter({ hasText: 'The current password is not correct.' }).waitFor();
    await password.fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Continue' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await section.locator('[data-part="secret"]').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await app.shot(page, 'enrol');
    const enrolledAt = Date.now();
    await section.getByLabel('6-digit code').fill(codeAt(secret, enrolledAt));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.locator('[data-part="codes"] li');
    await codes.nth(9).waitFor();
    const recovery = await codes.allTextContents();
    expect(recovery).toHaveLength(10);
    await app.shot(page, 'recovery-codes');
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect
      .poll(() => section.locator('[data-part="on"]').textContent())
      .toBe(
        'Two-factor authentication is on. Signing in asks for a code from your authenticator app. 10 recovery codes left.',
      );
    // Free to go: the admin's pages answer again.
    await page.goto('/users');
    await page.waitForURL('**/users');

    await signOut(page);
    await passwordStep(page);
    await app.shot(page, 'code-step');
    await enterCode(page, recovery[0] as string);
    await page.waitForURL('**/chat');

    await signOut(page);
    await passwordStep(page);
    await enterCode(page, recovery[0] as string);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(
        'That code is not correct. Enter the current code from your authenticator app or a recovery code.',
      );
    // The code of the next 30 s step (the one that turned MFA on may be this step's: never twice).
    await enterCode(page, codeAt(secret, Math.max(Date.now(), enrolledAt) + 30_000));
    await page.waitForURL('**/chat');
    await page.locator('[data-component="ChatScreen"]').waitFor();
  });
});

/** The first sign-in: no authenticator yet, so the password alone signs in. */
async function passwordStepless(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
