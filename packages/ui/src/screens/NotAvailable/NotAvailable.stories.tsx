import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotAvailableScreen } from './NotAvailable';
import { notAvailableStrings as s } from './strings';

const meta = {
  title: 'Screens/NotAvailable',
  component: NotAvailableScreen,
  args: { title: 'Dashboard', onNavigate: fn() },
} satisfies Meta<typeof NotAvailableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const check = (title: string) =>
  (async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    await expect(c.getByText(s.heading)).toBeVisible();
    await expect(c.getByText(s.body(title))).toBeVisible();
    const back = c.getByRole('link', { name: s.back });
    await expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  }) satisfies Story['play'];

export const Reports: Story = { args: { title: 'Reports' }, play: check('Reports') };
export const StaffChat: Story = { args: { title: 'Staff Chat' }, play: check('Staff Chat') };
