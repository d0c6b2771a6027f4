import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFrame } from '../storyFrame';
import type { AppHeader } from './AppHeader';

export const admin = { email: 'admin@storeops.test', name: 'Avery Admin', admin: true };
export const staff = { email: 'staff@storeops.test', name: 'Sam Staff', admin: false };

/**
 * What Screens/AppHeader and its Brand Matrix (AppHeader.matrix.stories.tsx) share: the meta but its title.
 */
export const appHeaderMeta = {
  parameters: { layout: 'fullscreen' },
  args: { viewer: { status: 'signedIn', user: staff }, onMenu: fn() },
  decorators: [withFrame],
} satisfies Meta<typeof AppHeader>;

export const header = (root: HTMLElement) =>
  root.querySelector('[data-component="AppHeader"]') as HTMLElement;
