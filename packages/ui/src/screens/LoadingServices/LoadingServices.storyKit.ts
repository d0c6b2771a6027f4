import type { Meta } from '@storybook/react-vite';
import type { LoadingServices, LoadingServicesProps } from './LoadingServices';

export const NAMES = ['users', 'stores', 'companies', 'hours', 'employees', 'schedules', 'weather'];

/**
 * What Screens/LoadingServices and its Brand Matrix (LoadingServices.matrix.stories.tsx) share: the
 * meta but its title.
 */
export const loadingServicesMeta = {
  args: { sources: NAMES.map((name) => ({ name, status: 'notStarted' as const })) },
} satisfies Meta<typeof LoadingServices>;

/** Half way: two sources loaded, two loading, three not started (InProgress and the Brand Matrix). */
export const inProgressArgs = {
  sources: [
    { name: 'users', status: 'loaded', records: 12 },
    { name: 'stores', status: 'loaded', records: 6 },
    { name: 'companies', status: 'loading' },
    { name: 'hours', status: 'loading' },
    { name: 'employees', status: 'notStarted' },
    { name: 'schedules', status: 'notStarted' },
    { name: 'weather', status: 'notStarted' },
  ],
} satisfies Partial<LoadingServicesProps>;
