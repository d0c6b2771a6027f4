import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoScript } from '../fixtures';
import type { LoginScreen } from './Login';

/** What Screens/Login and its Brand Matrix (Login.matrix.stories.tsx) share: the meta but its title. */
export const loginMeta = {
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'idle' },
    onSubmit: fn(),
    demoMessages: demoScript.slice(0, 2),
    timeZone: 'UTC',
    locale: 'en-US',
  },
} satisfies Meta<typeof LoginScreen>;
