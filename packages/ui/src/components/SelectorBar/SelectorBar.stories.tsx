import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companies, stores } from '../../screens/fixtures';
import { NO_COMPANY, NO_STORE, SelectorBar, type SelectorBarProps } from './SelectorBar';
import { selectorBarStrings as s } from './strings';

/** Story-only: holds the selection the way the selection machine would. */
function Stateful(props: SelectorBarProps) {
  const [company, setCompany] = useState(props.selectedCompany);
  const [store, setStore] = useState(props.selectedStore);
  const [date, setDate] = useState(props.selectedDate);
  return (
    <SelectorBar
      {...props}
      selectedCompany={company}
      selectedStore={store}
      selectedDate={date}
      onCompanyChange={(c) => {
        props.onCompanyChange(c);
        setCompany(c);
        setStore(NO_STORE);
      }}
      onStoreChange={(st) => {
        props.onStoreChange(st);
        setStore(st);
      }}
      onDateChange={(d) => {
        props.onDateChange(d);
        setDate(d);
      }}
    />
  );
}

const meta = {
  title: 'Components/SelectorBar',
  component: SelectorBar,
  render: (args) => <Stateful {...args} />,
  args: {
    isAdmin: true,
    companies,
    stores,
    selectedCompany: '1',
    selectedStore: '11',
    selectedDate: '2026-11-20',
    onCompanyChange: fn(),
    onStoreChange: fn(),
    onDateChange: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.barWidth as number | undefined) ?? 900, paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectorBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const options = () => within(document.body).getAllByRole('option');
/** Each option as [name, second line]: the store's name, then its city and state. */
const optionLines = () =>
  options().map((o) => [
    o.querySelector('.so-item-label')?.textContent?.trim(),
    o.querySelector('.so-item-description')?.textContent?.trim(),
  ]);

export const AdminSelectsCompanyAndStore: Story = {
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    await step('Company list: No Company, then companies sorted by name', async () => {
      await userEvent.click(c.getByRole('button', { name: /Company/ }));
      await waitFor(() => expect(options().length).toBe(4));
      await expect(options().map((o) => o.querySelector('.so-item-label')?.textContent?.trim())).toEqual([
        'No Company',
        'Acme Burgers',
        'Bayside Bakery',
        'Northwind Grill',
      ]);
      await userEvent.click(within(document.body).getByRole('option', { name: 'Bayside Bakery' }));
      await expect(args.onCompanyChange).toHaveBeenCalledWith('2');
    });
    await step("Store list: the company's stores by name, with city and state", async () => {
      await userEvent.click(c.getByRole('button', { name: /Store/ }));
      await waitFor(() => expect(options().length).toBe(2));
      await expect(optionLines()).toEqual([
        ['Cannery Row', 'Monterey, CA'],
        ['Harbor', 'Monterey, CA'],
      ]);
      await userEvent.click(within(document.body).getByRole('option', { name: /^Harbor\b/ }));
      await expect(args.onStoreChange).toHaveBeenCalledWith('21');
      await expect(c.getByRole('button', { name: /Store/ })).toHaveTextContent(/Harbor\s*Monterey, CA/);
    });
    await step('No Company lists every store', async () => {
      await userEvent.click(c.getByRole('button', { name: /Company/ }));
      await userEvent.click(within(document.body).getByRole('option', { name: s.noCompany }));
      await expect(args.onCompanyChange).toHaveBeenLastCalledWith(NO_COMPANY);
      await userEvent.click(c.getByRole('button', { name: /Store/ }));
      await waitFor(() => expect(options().length).toBe(6));
      await expect(options().map((o) => o.querySelector('.so-item-label')?.textContent?.trim())).toEqual([
        'Airport',
        'Cannery Row',
        'Downtown',
        'Harbor',
        'Lakeside',
        'Uptown',
      ]);
      await userEvent.keyboard('{Escape}');
    });
  },
};

export const RegularUserNoCompanySelector: Story = {
  args: { isAdmin: false, selectedCompany: NO_COMPANY, stores: stores.filter((st) => st.company_id === 1) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText(s.companyLabel)).toBeNull();
    await expect(c.getByText(s.storeLabel)).toBeVisible();
    await expect(c.getByRole('button', { name: /Store/ })).toHaveTextContent(/Uptown\s*Portland, OR/);
  },
};

export const DatePickerLabelled: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const group = c.getByRole('group', { name: s.dateLabel });
    await expect(group).toBeVisible();
    const day = within(group).getByRole('spinbutton', { name: /day/i });
    await expect(day).toHaveAttribute('aria-valuenow', '20');
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-21');
  },
};

export const CollapsedBelowSm: Story = {
  parameters: { barWidth: 375 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: s.expand });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(c.getByText(s.storeLabel)).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(c.getByRole('button', { name: s.collapse })).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByText(s.storeLabel)).toBeVisible();
    await expect(c.getByText(s.dateLabel)).toBeVisible();
  },
};

export const ExpandedAtSm: Story = {
  parameters: { barWidth: 600 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: s.expand })).toBeNull();
    await expect(c.getByText(s.companyLabel)).toBeVisible();
    await expect(c.getByText(s.storeLabel)).toBeVisible();
    await expect(c.getByText(s.dateLabel)).toBeVisible();
  },
};

export const CompanyWithoutStores: Story = {
  args: {
    companies: [...companies, { id: 9, name: 'Empty Co' }],
    selectedCompany: '9',
    selectedStore: NO_STORE,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: /Store/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent(s.noStores);
  },
};

/** Until the controls' code has loaded: the same labels and boxes with the current values, busy. */
export const PendingControls: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const fields = canvasElement.querySelectorAll('[data-field]');
    await expect([...fields].map((f) => f.getAttribute('data-field'))).toEqual(['company', 'store', 'date']);
    for (const f of fields) await expect(f).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText('Acme Burgers')).toBeVisible();
    await expect(c.getByText('Uptown')).toBeVisible();
    await expect(c.getByText('11/20/2026')).toBeVisible();
    // Nothing to press that would vanish when the controls arrive.
    await expect(c.queryAllByRole('button').filter((b) => b.closest('[data-field]'))).toEqual([]);
  },
};

/** The pending look takes exactly the controls' room: no layout shift when they arrive. */
export const PendingMatchesLoaded: Story = {
  // Two bars side by side for the comparison: the page never has two, so their shared name is fine here.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-testid="pending">
        <SelectorBar {...args} pending />
      </div>
      <div data-testid="loaded">
        <SelectorBar {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = (which: string, field: string) =>
      c.getByTestId(which).querySelector(`[data-field="${field}"]`)?.getBoundingClientRect();
    await waitFor(() =>
      expect(c.getByTestId('loaded').querySelector('[data-component="DatePicker"]')).not.toBeNull(),
    );
    for (const field of ['company', 'store', 'date']) {
      const pending = box('pending', field);
      const loaded = box('loaded', field);
      await expect({ field, width: pending?.width, height: pending?.height }).toEqual({
        field,
        width: loaded?.width,
        height: loaded?.height,
      });
    }
  },
};
