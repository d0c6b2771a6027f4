import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companyDetailMeta, deleteRefusedArgs, sunriseLoaded } from './CompanyDetail.storyKit';
import { CompanyDetail } from './details';
import { companies, stores } from './fixtures';

const meta = {
  title: 'Admin/Details/CompanyDetail',
  component: CompanyDetail,
  ...companyDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...companyDetailMeta.parameters },
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

/** Delete from the detail view: the button asks; the confirmation names the company. */
export const ConfirmDelete: Story = {
  args: { state: sunriseLoaded, deletion: { confirming: true, busy: false } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete company Sunrise Foods?',
    });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeleteCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The server refused (rows still refer to the company): its reason and what to do, above the details. */
export const DeleteRefused: Story = {
  args: deleteRefusedArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^Company Sunrise Foods has 2 stores; move or delete them first\.$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteAsk).toHaveBeenCalledTimes(1);
  },
};
