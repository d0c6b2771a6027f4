import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = { title: 'Components/Tag', component: Tag, args: { children: 'Admin User' } } satisfies Meta<
  typeof Tag
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminUser: Story = {
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('Admin User');
    await expect(tag).toHaveAttribute('data-component', 'Tag');
    await expect(tag).toHaveAttribute('data-variant', 'accent');
  },
};

const variants = ['accent', 'secondary', 'neutral', 'success', 'warning', 'danger'] as const;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {variants.map((v) => (
        <Tag key={v} variant={v}>
          {v}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tags = [...canvasElement.querySelectorAll('[data-component="Tag"]')];
    await expect(tags.map((t) => t.textContent)).toEqual([...variants]);
  },
};
