import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UserDetail } from './details';
import { users } from './fixtures';
import { userDetailMeta, userLoadedArgs } from './UserDetail.storyKit';

const meta = {
  title: 'Admin/Details/UserDetail',
  component: UserDetail,
  ...userDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...userDetailMeta.parameters },
} satisfies Meta<typeof UserDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading user...' })).toBeVisible();
  },
};

export const Loaded: Story = {
  args: userLoadedArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sam Staff');
    const dl = canvasElement.querySelector('dl')!;
    await expect([...dl.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      'E-mailsam@storeops.example',
      'AdminNo',
    ]);
    const rows = [...canvas.getByRole('table', { name: 'Groups' }).querySelectorAll('tbody tr')].map(
      (tr) => tr.textContent,
    );
    await expect(rows).toEqual(['Harbor teamHarbor Market only', 'Sunrise managersAll Sunrise stores']);
  },
};

export const AdminWithoutGroups: Story = {
  args: { state: { status: 'loaded', data: { user: users[0]!, groups: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Admin');
    await expect(canvasElement.querySelector('dl')).toHaveTextContent('E-mailada@storeops.exampleAdminYes');
    await expect(canvas.getByText('Not in any group.')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { state: { status: 'notFound', id: '77' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('User not foundNo user has the ID 77.');
    await expect(canvas.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/users');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'Failed to load user.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load user.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
