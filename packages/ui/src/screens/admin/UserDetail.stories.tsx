import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { detailArgs } from './adminStoryKit';
import { UserDetail } from './details';
import { userGroups, users } from './fixtures';

const meta = {
  title: 'Admin/Details/UserDetail',
  component: UserDetail,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...detailArgs() },
} satisfies Meta<typeof UserDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading user...' })).toBeVisible();
  },
};

export const Loaded: Story = {
  args: { state: { status: 'loaded', data: { user: users[1]!, groups: [userGroups[1]!, userGroups[0]!] } } },
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

/** Designers: an entity's detail page in every brand x mode. */
export const BrandMatrixStory: Story = {
  name: 'Brand Matrix',
  args: Loaded.args,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(within(cell).getByRole('heading', { level: 1 })).toHaveTextContent('Sam Staff');
    }
  },
};
