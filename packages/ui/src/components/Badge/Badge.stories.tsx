import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import { badgeMeta, badgeVariants as variants } from './Badge.storyKit';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  ...badgeMeta,
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Impersonating: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Impersonating: ann@store.example');
    await expect(badge).toHaveAttribute('data-component', 'Badge');
    await expect(badge).toHaveAttribute('data-variant', 'warning');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {variants.map((v) => (
        <Badge key={v} variant={v}>
          {v}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-component="Badge"]')];
    await expect(badges.map((b) => b.getAttribute('data-variant'))).toEqual([...variants]);
  },
};
