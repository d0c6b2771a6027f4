import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandMatrix } from '../../theme';
import { Tag } from '../Tag';
import { Badge } from './Badge';
import { badgeMeta, badgeVariants as variants } from './Badge.storyKit';

/** Designers: the badges and tags in every brand x mode (Components/Badge has the rest). */
const meta = {
  title: 'Brand Matrix/Components/Badge',
  component: Badge,
  ...badgeMeta,
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VariantsAndTags: Story = {
  name: 'Variants and tags',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BrandMatrix viewport={300}>
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
