/** Every string the Login screen shows, verbatim from the spec (sections 2, 5 and 8). */
export const loginStrings = {
  title: 'Sign in',
  subtitle: 'Store Ops: daily store reports and an AI assistant',
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  emailRequired: 'E-mail is required.',
  passwordRequired: 'Password is required.',
  loginFailed: 'Login failed, please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  demoHeading: 'See the assistant in action',
  /** Not in the spec: shown after a session ended while the app was open. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /**
   * Not in the spec: the product beside the form, what it does and for whom, in the README's
   * words.
   */
  product: 'Store Ops',
  productHeading: 'Every store-day, reported and talked through',
  productWhat:
    'Pick a company, a store and a date: Store Ops builds that store-day’s report and an AI assistant discusses it with you.',
  reportPartsLabel: 'In every report',
  reportParts: ['Sales', 'Labor', 'Clock-ins', 'Tasks', 'Timers', 'Samples', 'Weather'],
  productWho:
    'For staff, store managers and admins of multi-company, multi-store restaurant, franchise and retail businesses.',
} as const;

/** The sign-in's code step (not in the spec): an account with an authenticator app. */
export const loginCodeStrings = {
  heading: 'Two-step verification',
  help: 'Enter the 6-digit code your authenticator app shows for Store Ops. No phone at hand? Enter one of your recovery codes instead.',
  codeLabel: 'Code',
  codeRequired: 'Enter the code from your authenticator app or a recovery code.',
  submit: 'Verify',
  submitting: 'Verifying...',
  back: 'Back to sign in',
} as const;
