import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { promptFixtures, promptGroups } from './fixtures';
import type { PromptsScreen } from './PromptsScreen';

const categories = ['Labor', 'People', 'Shift'];

/**
 * What Screens/Prompts and its Brand Matrix (PromptsScreen.matrix.stories.tsx) share: the meta but
 * its title.
 */
export const promptsMeta = {
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    prompts: promptFixtures,
    total: promptFixtures.length,
    isAdmin: false,
    groups: promptGroups,
    query: '',
    onQueryChange: fn(),
    categories,
    category: null,
    onCategoryChange: fn(),
    onRetry: fn(),
    onNew: fn(),
    onUse: fn(),
    onEdit: fn(),
    onHistory: fn(),
    onDelete: fn(),
    onDraftChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onTakeTheirs: fn(),
    onKeepMine: fn(),
    onConfirmDelete: fn(),
    onRestore: fn(),
    onRetryHistory: fn(),
    onCancelVariables: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof PromptsScreen>;
