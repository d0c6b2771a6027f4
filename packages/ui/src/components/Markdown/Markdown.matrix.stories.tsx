import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMatrix } from '../../theme';
import { Markdown } from './Markdown';
import { richSource as rich } from './Markdown.storyKit';

/** Designers: the rich reply (Components/Markdown's Rich) in every brand x mode. */
const meta = {
  title: 'Brand Matrix/Components/Markdown',
  component: Markdown,
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rich: Story = {
  args: { source: rich },
  parameters: { layout: 'fullscreen' },
  render: (args) => <BrandMatrix>{() => <Markdown {...args} />}</BrandMatrix>,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-component="Markdown"]')).toHaveLength(14);
    await expect(canvasElement.querySelectorAll('[data-matrix-cell]')).toHaveLength(14);
  },
};
