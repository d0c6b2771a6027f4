import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyDetail } from './details';
import { companies, stores } from './fixtures';

const meta = {
  title: 'Admin/Details/CompanyDetail',
  component: CompanyDetail,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, onReload: fn() },
} satisfies Meta<typeof CompanyDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading company...' }),
    ).toBeVisible();
  },
};

export const Loaded: Story = {
  args: {
    state: {
      status: 'loaded',
      data: { company: companies[0]!, stores: stores.filter((s) => s.company_id === 1) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sunrise Foods');
    await expect(canvasElement.querySelector('dl')).toHaveTextContent('Source IDSUNWeek beginsMonday');
    const rows = [...canvas.getByRole('table', { name: 'Stores' }).querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    await expect(rows).toEqual([
      ['Airport Kiosk', 'Austin', 'TX'],
      ['Downtown Deli', 'Austin', 'TX'],
    ]);
    await expect(canvas.getByRole('link', { name: 'Airport Kiosk' })).toHaveAttribute('href', '/stores/12');
  },
};

export const NotFound: Story = {
  args: { state: { status: 'notFound', id: '5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Company not foundNo company has the ID 5.');
    await expect(canvas.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'Failed to load company.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load company.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
