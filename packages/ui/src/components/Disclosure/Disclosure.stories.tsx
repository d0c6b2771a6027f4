import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    title: 'Data Grids',
    onExpandedChange: fn(),
    children: (
      <ul>
        <li>
          <a href="#companies">Companies</a>
        </li>
        <li>
          <a href="#users2groups">User Assignments</a>
        </li>
      </ul>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: 'Data Grids' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(c.queryByRole('link', { name: 'Companies' })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(c.getByRole('link', { name: 'User Assignments' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3 })).toHaveTextContent('Data Grids');
    await expect(c.getByRole('link', { name: 'Companies' })).toBeVisible();
  },
};
