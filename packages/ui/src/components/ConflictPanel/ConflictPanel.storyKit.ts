import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ConflictPanel } from './ConflictPanel';
import { conflictPanelStrings as s } from './strings';

export const serverMessage = 'This row was changed by someone else. Reload it and try again.';
export const message = s.message('Harvest Table Downtown');

/**
 * What Components/ConflictPanel and its Brand Matrix (ConflictPanel.matrix.stories.tsx) share: the
 * meta but its title.
 */
export const conflictPanelMeta = {
  args: {
    message,
    detail: serverMessage,
    fields: [{ label: 'Phone', current: '(512) 555-0111', mine: '(512) 555-0199' }],
    onKeepMine: fn(),
    onTakeTheirs: fn(),
  },
} satisfies Meta<typeof ConflictPanel>;
