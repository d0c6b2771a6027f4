import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandMatrix } from '../../theme';
import { Tag } from '../Tag';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Impersonating: ann@store.example', variant: 'warning' },
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

const variants = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;

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

export const BrandMatrixPage: Story = {
  name: 'Brand Matrix',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BrandMatrix minCellWidth={300}>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {variants.map((v) => (
          <Badge key={v} variant={v}>
            {v}
          </Badge>
        ))}
        <Tag>Admin User</Tag>
        <Tag variant="secondary">Secondary</Tag>
      </div>
    </BrandMatrix>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Admin User')).toHaveLength(14);
  },
};
