import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SideDrawer } from './SideDrawerModal';

export const admin = { email: 'admin@storeops.test', name: 'Avery Admin', admin: true };
export const staff = { email: 'staff@storeops.test', name: 'Sam Staff', admin: false };

/**
 * What Screens/SideDrawer and its Brand Matrix (SideDrawer.matrix.stories.tsx) share: the meta but its title.
 */
export const sideDrawerMeta = {
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onImpersonate: fn(),
    onStopImpersonating: fn(),
    onNavigate: fn(),
    currentPath: '/',
    viewer: { status: 'signedIn', user: staff },
  },
} satisfies Meta<typeof SideDrawer>;
