import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createTheme } from '../../theme/createTheme';
import { BrandMark } from './BrandMark';
import { brandMarkMeta, fills, rgb } from './BrandMark.storyKit';

const meta = {
  title: 'Components/BrandMark',
  component: BrandMark,
  ...brandMarkMeta,
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: 'Store Ops' });
    await expect(mark).toHaveAttribute('data-component', 'BrandMark');
    await expect(mark.getBoundingClientRect().width).toBe(32);
    const { colors } = createTheme({ brand: 'default', colorScheme: 'light' });
    await expect(fills(mark)).toEqual([colors.accent, colors.accentFg, colors.secondary].map(rgb));
  },
};

/** Beside the product's written name (the header, the sign-in page): hidden from assistive technology. */
export const Decorative: Story = {
  args: { label: undefined, size: 48 },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <BrandMark {...args} />
      Store Ops
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const mark = canvasElement.querySelector('[data-component="BrandMark"]')!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark.getBoundingClientRect().height).toBe(48);
  },
};
