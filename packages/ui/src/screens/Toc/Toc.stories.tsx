import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tocStrings as s } from './strings';
import { TocScreen } from './Toc';

const meta = {
  title: 'Screens/Toc',
  component: TocScreen,
} satisfies Meta<typeof TocScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contents: Story = {
  args: { isAdmin: true, onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Users',
      'Employees',
      'Companies',
      'Stores',
    ]);
    for (const e of s.entries) {
      const link = c.getByRole('link', { name: `Open ${e.name}` });
      await expect(link).toHaveAttribute('href', e.href);
      await expect(link.closest('li')).toHaveTextContent(e.description);
    }
    await userEvent.click(c.getByRole('link', { name: 'Open Stores' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/stores');
  },
};

/** The app can hand in its router's link component instead of a callback. */
export const WithRouterLink: Story = {
  args: {
    isAdmin: true,
    LinkComponent: ({ href, children, ...rest }) => (
      <a href={href} data-router-link="" {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const l of links) await expect(l).toHaveAttribute('data-router-link');
  },
};

/** A regular user: only the pages they may open (the data grids are for administrators). */
export const RegularUser: Story = {
  args: { isAdmin: false, onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('The pages you can open, and what each is for.')).toBeVisible();
    await expect(c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Assistant',
      'Prompts',
      'Store-day report',
      'Settings',
    ]);
    await expect(c.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/chat',
      '/prompts',
      '/report',
      '/settings',
    ]);
    await userEvent.click(c.getByRole('link', { name: 'Open Settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings');
  },
};
