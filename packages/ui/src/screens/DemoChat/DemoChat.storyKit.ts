import type { Meta } from '@storybook/react-vite';
import { demoScript } from '../fixtures';
import type { DemoChat } from './DemoChat';

/** What Screens/DemoChat and its Brand Matrix (DemoChat.matrix.stories.tsx) share: the meta but its title. */
export const demoChatMeta = {
  args: { messages: demoScript, timeZone: 'UTC', locale: 'en-US' },
} satisfies Meta<typeof DemoChat>;
