// What the session's actors reject with, and what its guards read: shared by the machine and the adapter.

/** Thrown by the session check when the server answers that there is no session (401). */
export class NoSessionError extends Error {
  override name = 'NoSessionError';
}

/** Thrown by the login actor: its message is what the form shows. */
export class LoginError extends Error {
  override name = 'LoginError';
}
/** The password was right and the account has an authenticator: the code step comes next. */
export class MfaRequiredError extends LoginError {
  override name = 'MfaRequiredError';
}
/** The code step's sign-in ran out (or was never started): back to the password. */
export class MfaChallengeEndedError extends LoginError {
  override name = 'MfaChallengeEndedError';
}
