import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoScript } from '../fixtures';
import type { LoginScreen, LoginScreenProps } from './Login';

/**
 * What Screens/Login/Code step and its Brand Matrix (LoginCode.matrix.stories.tsx) share: the meta
 * but its title.
 */
export const loginCodeMeta = {
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'code', submitting: false, error: null },
    onSubmit: fn(),
    onSubmitCode: fn(),
    onCancelCode: fn(),
    demoMessages: demoScript.slice(0, 2),
    timeZone: 'UTC',
    locale: 'en-US',
  },
} satisfies Meta<typeof LoginScreen>;

export const WRONG =
  'That code is not correct. Enter the current code from your authenticator app or a recovery code.';

/** The code step after a wrong code (CodeWrong and the Brand Matrix). */
export const codeWrongArgs = {
  state: { status: 'code', submitting: false, error: WRONG },
} satisfies Partial<LoginScreenProps>;
