import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { PromptsScreen } from './PromptsScreen';
import { promptsMeta } from './PromptsScreen.storyKit';

const meta = {
  title: 'Brand Matrix/Prompts',
  component: PromptsScreen,
  ...promptsMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...promptsMeta.parameters },
} satisfies Meta<typeof PromptsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the prompt library (shared and own prompts) in every brand x mode. */
export const Library: Story = {
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) await expect(cell.querySelectorAll('[data-prompt-id]')).toHaveLength(5);
  },
};
