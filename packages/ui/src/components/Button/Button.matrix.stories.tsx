import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandMatrix } from '../../theme';
import { Button } from './Button';
import { buttonMeta } from './Button.storyKit';

/** Designers: the four variants in every brand x mode (Components/Button has the rest). */
const meta = {
  title: 'Brand Matrix/Components/Button',
  component: Button,
  ...buttonMeta,
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <BrandMatrix viewport={360}>
      {() => (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button {...args}>Primary</Button>
          <Button {...args} variant="secondary">
            Secondary
          </Button>
          <Button {...args} variant="ghost">
            Ghost
          </Button>
          <Button {...args} variant="danger">
            Danger
          </Button>
        </div>
      )}
    </BrandMatrix>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Primary' })).toHaveLength(14);
  },
};
