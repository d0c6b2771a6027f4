import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stores } from '../fixtures';
import { SettingsScreen } from './Settings';
import { cacheWarningArgs, LIMIT, settingsMeta } from './Settings.storyKit';
import { settingsStrings as s } from './strings';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  ...settingsMeta,
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label shown in a Select's trigger (its description is hidden there). */
const selectValue = (trigger: HTMLElement) => trigger.querySelector('.so-item-label')?.textContent;

const brandNames = [
  'Default',
  'Professional Blue',
  'Modern Purple',
  'Warm Orange',
  'Corporate Gray',
  'Tech Teal',
  'Franchise Red',
];

const stat = (root: HTMLElement, name: string) => root.querySelector(`[data-stat="${name}"] dd`)?.textContent;

export const AdminCacheActive: Story = {
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(s.title);
    await expect(c.getByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible();
    await expect(selectValue(c.getByRole('button', { name: /Brand/ }))).toBe('Default');
    await expect(c.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(c.queryByRole('progressbar', { name: 'Applying brand…' })).toBeNull();
    await step('Admin picks the LLM model', async () => {
      const trigger = c.getByRole('button', { name: /LLM model/ });
      await expect(trigger).toHaveTextContent('GPT-4o');
      await userEvent.click(trigger);
      const options = await within(document.body).findAllByRole('option');
      await expect(options.map((o) => o.textContent)).toEqual([
        'GPT-4o',
        'GPT-4o (tools)',
        'o3-mini',
        'GPT-4.1',
      ]);
      await userEvent.click(within(document.body).getByRole('option', { name: 'GPT-4o (tools)' }));
      await expect(args.onModelChange).toHaveBeenCalledWith('/api/llm/tools/gpt-4o');
    });
    await step('Company, store and date selectors', async () => {
      await expect(c.getByRole('button', { name: /Company/ })).toHaveTextContent('Acme Burgers');
      await expect(c.getByRole('button', { name: /Store/ })).toHaveTextContent('Uptown');
      await expect(c.getByRole('group', { name: 'Select report date' })).toBeVisible();
    });
    await step('Cache panel: Active, entries, percent, accesses', async () => {
      await expect(stat(canvasElement, 'status')).toBe('Active');
      await expect(stat(canvasElement, 'entries')).toBe('2');
      await expect(stat(canvasElement, 'accesses')).toBe('9');
      await expect(c.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
        'aria-valuetext',
        '25.0% of limit',
      );
      await userEvent.click(c.getByRole('button', { name: 'Refresh Stats' }));
      await expect(args.cache.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

export const RegularUser: Story = {
  args: {
    isAdmin: false,
    selector: {
      isAdmin: false,
      companies: [],
      stores: stores.filter((st) => st.company_id === 2),
      selectedCompany: 'no-company',
      selectedStore: '21',
      selectedDate: '2026-11-20',
      onCompanyChange: fn(),
      onStoreChange: fn(),
      onDateChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: /LLM model/ })).toBeNull();
    await expect(c.queryByText('Company')).toBeNull();
    await expect(c.getByRole('button', { name: /Store/ })).toHaveTextContent('Harbor');
  },
};

export const CacheEmpty: Story = {
  args: {
    cache: {
      stats: { entries: 0, bytes: 0, storageBytes: 0, limitBytes: LIMIT, totalAccesses: 0 },
      details: [],
      onRefresh: fn(),
      onClear: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(stat(canvasElement, 'status')).toBe('Empty');
    await expect(stat(canvasElement, 'entries')).toBe('0');
    await expect(c.getByRole('button', { name: 'Clear Cache' })).toBeDisabled();
  },
};

export const CacheWarning: Story = {
  args: cacheWarningArgs,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/above 80%/)).toHaveTextContent(
      'Cache is 90.0% full (above 80%). The least recently used entries will be evicted soon.',
    );
    await userEvent.click(c.getByRole('button', { name: 'Clear Cache' }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Clear Cache' });
    await expect(confirm).toHaveTextContent('This removes 97 entries (7.20 MB)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.cache.onClear).not.toHaveBeenCalled();
  },
};

export const AppearanceBrandChange: Story = {
  args: {
    appearance: {
      brand: 'warm-orange',
      mode: 'light',
      isSwitchingBrand: false,
      onBrandChange: fn(),
      onModeChange: fn(),
    },
  },
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    const section = within(c.getByRole('heading', { name: 'Appearance' }).closest('section') as HTMLElement);
    const trigger = section.getByRole('button', { name: /Brand/ });
    await expect(selectValue(trigger)).toBe('Warm Orange');
    await expect(
      section.getByText('Welcoming orange with a deep brown secondary.', { ignore: 'option *, button *' }),
    ).toBeVisible();
    await step('All seven brands by name, each with its description', async () => {
      await userEvent.click(trigger);
      const options = await body.findAllByRole('option');
      await expect(options.map((o) => o.querySelector('.so-item-label')?.textContent)).toEqual(brandNames);
      await expect(options[5]).toHaveTextContent('Tech Teal Crisp teal with a cyan secondary.');
      await userEvent.click(body.getByRole('option', { name: /Tech Teal/ }));
      await expect(args.appearance.onBrandChange).toHaveBeenCalledTimes(1);
      await expect(args.appearance.onBrandChange).toHaveBeenLastCalledWith('tech-teal');
    });
    await step('Keyboard: open the brand list and pick the next brand', async () => {
      await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await body.findByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.appearance.onBrandChange).toHaveBeenCalledTimes(2);
      await expect(args.appearance.onBrandChange).toHaveBeenLastCalledWith('corporate-gray');
    });
    await step('Mode: click Dark, then the arrow key moves back to Light', async () => {
      const group = section.getByRole('radiogroup', { name: /Mode/ });
      await expect(group).toHaveTextContent('ModeLightDarkSaved on this device.');
      await expect(section.getByRole('radio', { name: 'Light' })).toBeChecked();
      await userEvent.click(section.getByText('Dark'));
      await expect(args.appearance.onModeChange).toHaveBeenCalledTimes(1);
      await expect(args.appearance.onModeChange).toHaveBeenLastCalledWith('dark');
      section.getByRole('radio', { name: 'Light' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.appearance.onModeChange).toHaveBeenCalledTimes(2);
      await expect(args.appearance.onModeChange).toHaveBeenLastCalledWith('dark');
    });
    await expect(args.onModelChange).not.toHaveBeenCalled();
  },
};

export const AppearanceSwitchingBrand: Story = {
  parameters: { theme: { brand: 'tech-teal', mode: 'dark' } },
  args: {
    appearance: {
      brand: 'tech-teal',
      mode: 'dark',
      isSwitchingBrand: true,
      onBrandChange: fn(),
      onModeChange: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const busy = c.getByRole('progressbar', { name: 'Applying brand…' });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveTextContent('Applying brand…');
    await expect(selectValue(c.getByRole('button', { name: /Brand/ }))).toBe('Tech Teal');
    await expect(c.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(c.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    // The user can still change the mode while the brand switches.
    c.getByRole('radio', { name: 'Dark' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.appearance.onModeChange).toHaveBeenCalledWith('light');
    await expect(args.appearance.onBrandChange).not.toHaveBeenCalled();
  },
};

const passwordForm = (root: HTMLElement) => within(root).getByRole('form', { name: s.passwordHeading });

export const PasswordChange: Story = {
  play: async ({ canvasElement, args, step }) => {
    const form = within(passwordForm(canvasElement));
    const current = form.getByLabelText(/^Current password/);
    const next = form.getByLabelText(/^New password/);
    const confirm = form.getByLabelText(/^Confirm new password/);
    await step('fields for a password manager: current-password, new-password', async () => {
      await expect(current).toHaveAttribute('autocomplete', 'current-password');
      await expect(current).toHaveAttribute('type', 'password');
      await expect(next).toHaveAttribute('autocomplete', 'new-password');
      await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    });
    await step('empty: each field says what it needs, nothing is sent', async () => {
      await userEvent.click(form.getByRole('button', { name: s.passwordSubmit }));
      await expect(form.getByText('Enter your current password.')).toBeVisible();
      await expect(form.getByText('Enter a new password.')).toBeVisible();
      await expect(args.password.onSubmit).not.toHaveBeenCalled();
    });
    await step('the two new ones differ: refused here', async () => {
      await userEvent.type(current, 'demo-password');
      await userEvent.type(next, 'a-new-passphrase');
      await userEvent.type(confirm, 'a-new-passphrose');
      await userEvent.click(form.getByRole('button', { name: s.passwordSubmit }));
      await expect(form.getByText('The new passwords do not match.')).toBeVisible();
      await expect(args.password.onSubmit).not.toHaveBeenCalled();
    });
    await step('fixed, Enter sends the current and the new password', async () => {
      await userEvent.clear(confirm);
      await userEvent.type(confirm, 'a-new-passphrase{Enter}');
      await expect(args.password.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.password.onSubmit).toHaveBeenCalledWith('demo-password', 'a-new-passphrase');
      await expect(args.password.onEdit).toHaveBeenCalled();
    });
  },
};

export const PasswordChanging: Story = {
  args: { password: { ...meta.args.password, status: 'submitting' } },
  play: async ({ canvasElement }) => {
    const button = within(passwordForm(canvasElement)).getByRole('button', { name: s.passwordChanging });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PasswordRefused: Story = {
  args: { password: { ...meta.args.password, error: 'The current password is not correct.' } },
  play: async ({ canvasElement }) => {
    await expect(within(passwordForm(canvasElement)).getByRole('alert')).toHaveTextContent(
      /^The current password is not correct\.$/,
    );
  },
};

export const PasswordChanged: Story = {
  args: { password: { ...meta.args.password, status: 'changed', endedSessions: 2 } },
  play: async ({ canvasElement }) => {
    const form = passwordForm(canvasElement);
    await expect(within(form).getByRole('status')).toHaveTextContent(
      /^Your password was changed\. 2 other sessions were signed out\.$/,
    );
    await expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  },
};

export const PasswordWhileImpersonating: Story = {
  args: { password: { ...meta.args.password, isImpersonating: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form', { name: s.passwordHeading })).toBeNull();
    await expect(within(canvasElement).getByText(s.passwordImpersonating)).toBeVisible();
  },
};
