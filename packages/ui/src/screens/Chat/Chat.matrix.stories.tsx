import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { ChatScreen } from './Chat';
import { chatMeta, history, optionsManualContextArgs } from './Chat.storyKit';
import { chatStrings as s } from './strings';

const meta = {
  title: 'Brand Matrix/Chat',
  component: ChatScreen,
  ...chatMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...chatMeta.parameters },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Designers: the whole conversation with the options open on a manual context, in every brand x mode.
 * (Brand Matrix/Key screens shows the report context's preview; Brand Matrix/Chat replies a streaming
 * reply.)
 */
export const OptionsManualContext: Story = {
  name: 'Options: manual context',
  args: optionsManualContextArgs,
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const c = within(cell);
      await expect(within(history(cell)).getAllByRole('article')).toHaveLength(4);
      await expect(c.getByRole('button', { name: s.optionsHide })).toHaveAttribute('aria-expanded', 'true');
      await expect(c.getByRole('radio', { name: s.sourceManual })).toBeChecked();
      await expect(c.getByRole('textbox', { name: s.manualLabel })).toHaveValue(
        'Store closed early for a storm.',
      );
    }
  },
};
