import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { users } from '../fixtures';
import type { ImpersonationDialog } from './ImpersonationDialog';

/**
 * What Screens/ImpersonationDialog and its Brand Matrix (ImpersonationDialog.matrix.stories.tsx)
 * share: the meta but its title.
 */
export const impersonationDialogMeta = {
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onQueryChange: fn(),
    onSelect: fn(),
    onRetry: fn(),
    state: { status: 'selecting', users, totalUsers: users.length, query: '' },
  },
} satisfies Meta<typeof ImpersonationDialog>;
