import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Button } from './Button';

/** What Components/Button and its Brand Matrix (Button.matrix.stories.tsx) share: the meta but its title. */
export const buttonMeta = {
  args: { children: 'Send', onPress: fn() },
} satisfies Meta<typeof Button>;
