import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TwoFactor, TwoFactorProps } from './TwoFactor';
import { setupFixture } from './twoFactor.fixtures';

/**
 * What Screens/Settings/Two-factor and its Brand Matrix (TwoFactor.matrix.stories.tsx) share: the
 * meta but its title.
 */
export const twoFactorMeta = {
  args: {
    state: { status: 'off', required: false },
    onRetry: fn(),
    onStart: fn(),
    onSetup: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onDone: fn(),
    onDisable: fn(),
    onEdit: fn(),
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof TwoFactor>;

export const WRONG = 'That code is not correct. Enter the current 6-digit code from your authenticator app.';

/** Enrolling after a wrong code (EnrollingWrongCode and the Brand Matrix). */
export const enrollingWrongCodeArgs = {
  state: { status: 'enrolling', setup: setupFixture, confirming: false, error: WRONG },
} satisfies Partial<TwoFactorProps>;
