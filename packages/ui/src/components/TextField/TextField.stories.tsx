import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'you@example.com', description: 'Your work e-mail' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'you@example.com');
    await expect(input).toHaveAccessibleDescription('Your work e-mail');
    await userEvent.type(input, 'ann@store.example');
    await expect(args.onChange).toHaveBeenLastCalledWith('ann@store.example');
    await expect(input).toHaveValue('ann@store.example');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ann@store.example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'ann@store.example',
    );
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('secret');
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Email is required' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    // Native validation is off (validationBehavior aria): no browser bubble, our text instead.
    await expect(input.closest('form')).toBeNull();
    await expect(c.getByText('Email is required')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Email is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'locked@store.example' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
