import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoScript } from '../fixtures';
import { LoginScreen } from './Login';
import { loginStrings as s } from './strings';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'idle' },
    onSubmit: fn(),
    demoMessages: demoScript.slice(0, 2),
    timeZone: 'UTC',
    locale: 'en-US',
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  return {
    c,
    email: c.getByRole('textbox', { name: s.emailLabel }),
    password: canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!,
    submit: c.getByRole('button', { name: s.submit }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const { c, email, password, submit } = fields(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(s.title);
    await expect(email).toHaveValue('');
    await expect(email).toBeRequired();
    await expect(password).toBeRequired();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('novalidate');
    await step('Submitting empty shows both messages instead of submitting', async () => {
      await userEvent.click(submit);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(c.getByText(s.emailRequired)).toBeVisible();
      await expect(c.getByText(s.passwordRequired)).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(email).toHaveFocus());
    });
    await step('Filling only the e-mail still blocks, focusing the password', async () => {
      await userEvent.type(email, 'staff@storeops.test');
      await userEvent.click(submit);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(c.queryByText(s.emailRequired)).toBeNull();
      await expect(c.getByText(s.passwordRequired)).toBeVisible();
      await waitFor(() => expect(password).toHaveFocus());
    });
    await step('With both, Enter submits the trimmed e-mail and the password', async () => {
      await userEvent.type(password, 'secret pass{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'staff@storeops.test',
        password: 'secret pass',
      });
    });
  },
};

export const Filled: Story = {
  args: { defaultEmail: 'staff@storeops.test', defaultPassword: 'demo-password' },
  play: async ({ canvasElement, args }) => {
    const { email, password, submit } = fields(canvasElement);
    await expect(email).toHaveValue('staff@storeops.test');
    await expect(password).toHaveValue('demo-password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'staff@storeops.test',
      password: 'demo-password',
    });
  },
};

export const Submitting: Story = {
  args: {
    state: { status: 'submitting' },
    defaultEmail: 'staff@storeops.test',
    defaultPassword: 'demo-password',
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: s.submitting });
    await expect(button).toHaveTextContent(s.submitting);
    await expect(c.getByRole('textbox', { name: s.emailLabel })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

export const ServerError: Story = {
  args: {
    state: { status: 'error', error: { kind: 'server', message: 'Invalid e-mail or password.' } },
    defaultEmail: 'staff@storeops.test',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(alert).toHaveTextContent(/^Invalid e-mail or password\.$/);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-describedby', alert.id);
  },
};

export const LoginFailed: Story = {
  args: { state: { status: 'error', error: { kind: 'loginFailed' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^Login failed, please try again\.$/,
    );
  },
};

export const UnexpectedError: Story = {
  args: { state: { status: 'error', error: { kind: 'unexpected' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^An unexpected error occurred\. Please try again\.$/,
    );
  },
};

export const SessionEnded: Story = {
  args: { state: { status: 'sessionEnded' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(
      /^Your session has ended\. Please sign in again\.$/,
    );
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const WithLiveDemo: Story = {
  args: { demoMessages: demoScript },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const demo = c.getByRole('complementary', { name: s.demoHeading });
    await expect(within(demo).getAllByRole('article')).toHaveLength(4);
    await expect(within(demo).getByRole('textbox')).toBeDisabled();
  },
};
