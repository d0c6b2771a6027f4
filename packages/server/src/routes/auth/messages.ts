// What the sign-in, password and impersonation routes answer, and the session user as the wire sees it.
import type { impersonationFailureSchema, SessionUserWire } from '@store-ops/domain';
import type { z } from 'zod';
import type { SessionUserRow } from '../../auth/sessions';
import { HttpError } from '../../errors';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Try again later.';
export const LOGIN_RATE_MESSAGE = 'Too many sign-in attempts. Try again in a minute.';
export const LOGIN_INVALID_MESSAGE = 'Email and password are required.';
export const LOGIN_TOO_LONG_MESSAGE =
  'The e-mail may have at most 254 characters and the password at most 1024.';

export const NOT_SIGNED_IN_MESSAGE = 'Not signed in.';
/** What POST /auth/password answers when it refuses. */
export const PASSWORD_MESSAGES = {
  missing: 'Enter your current password and a new one.',
  tooLong: 'A password may have at most 1024 characters.',
  wrong: 'The current password is not correct.',
  same: 'The new password must be different from the current one.',
  impersonating: 'Stop impersonating to change your own password.',
} as const;

/**
 * A sign-in or session-check failure: the API's error, and `message`, which the sign-in form shows
 * (every failure carries one).
 */
export const loginError = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) => new HttpError(status, code, message, { message, ...extra });

/** What GET /auth/logout shows when it did not come from our pages: one button that POSTs. */
export const LOGOUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out - Store Ops</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem">
<h1 style="font-size: 1.5rem">Sign out of Store Ops?</h1>
<form method="post" action="/auth/logout"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Sign out</button></form>
<p><a href="/chat">Back to Store Ops</a></p>
</body></html>`;

export const REASONS = {
  signIn: 'Sign in required.',
  badBody: 'user_id must be a positive integer.',
  notAdmin: 'Only administrators can impersonate users.',
  nested: 'Already impersonating a user. Stop impersonating first.',
  unknown: 'User not found.',
  self: 'You cannot impersonate yourself.',
  notImpersonating: 'Not impersonating anyone.',
  /** An administrator's access is never borrowed. */
  targetAdmin: 'Administrators cannot be impersonated.',
} as const;

/** An impersonation refused: the API's error, and `reason`, which the browser shows. */
export const impersonationRefused = (
  status: number,
  code: string,
  reason: z.infer<typeof impersonationFailureSchema>['reason'],
) => new HttpError(status, code, reason, { reason });

export const toWire = (u: SessionUserRow): SessionUserWire => ({
  id: u.id,
  email: u.email,
  name: u.name,
  admin: u.admin,
  settings: u.settings,
});
