import type { Meta } from '@storybook/react-vite';
import type { Badge } from './Badge';

/** What Components/Badge and its Brand Matrix (Badge.matrix.stories.tsx) share: the meta but its title. */
export const badgeMeta = {
  args: { children: 'Impersonating: ann@store.example', variant: 'warning' },
} satisfies Meta<typeof Badge>;

export const badgeVariants = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;
