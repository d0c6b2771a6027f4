import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from './Login';
import { codeWrongArgs, loginCodeMeta, WRONG } from './LoginCode.storyKit';
import { loginStrings, loginCodeStrings as s } from './strings';

/** The sign-in's code step: the Login screen with the code form in the card. */
const meta = {
  title: 'Screens/Login/Code step',
  component: LoginScreen,
  ...loginCodeMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...loginCodeMeta.parameters },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CodeStep: Story = {
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const code = c.getByRole('textbox', { name: s.codeLabel });
    await expect(c.getByRole('heading', { name: s.heading })).toBeVisible();
    await expect(c.getByText(s.help)).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(c.queryByRole('textbox', { name: loginStrings.emailLabel })).toBeNull();
    await expect(canvasElement.querySelector('input[type="password"]')).toBeNull();
    await step('Verify with no code says what is missing and sends nothing', async () => {
      await userEvent.click(c.getByRole('button', { name: s.submit }));
      await expect(args.onSubmitCode).not.toHaveBeenCalled();
      await expect(c.getByText(s.codeRequired)).toBeVisible();
      await waitFor(() => expect(code).toHaveFocus());
    });
    await step('A code (trimmed) is sent with Enter', async () => {
      await userEvent.type(code, ' 123456 {Enter}');
      await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
    });
    await step('Back to sign in', async () => {
      await userEvent.click(c.getByRole('button', { name: s.back }));
      await expect(args.onCancelCode).toHaveBeenCalledTimes(1);
    });
  },
};

export const CodeVerifying: Story = {
  args: { state: { status: 'code', submitting: true, error: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: s.codeLabel })).toBeDisabled();
    await expect(c.getByRole('button', { name: s.submitting })).toHaveAttribute('data-pending', 'true');
    await expect(c.getByRole('button', { name: s.back })).toBeDisabled();
  },
};

export const CodeWrong: Story = {
  args: codeWrongArgs,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(WRONG);
    await expect(canvasElement.querySelector('[data-component="LoginCode"]')).toHaveAttribute(
      'aria-describedby',
      c.getByRole('alert').id,
    );
  },
};
