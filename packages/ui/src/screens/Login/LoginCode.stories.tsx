import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { demoScript } from '../fixtures';
import { LoginScreen } from './Login';
import { loginStrings, loginCodeStrings as s } from './strings';

/** The sign-in's code step: the Login screen with the code form in the card. */
const meta = {
  title: 'Screens/Login/Code step',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'code', submitting: false, error: null },
    onSubmit: fn(),
    onSubmitCode: fn(),
    onCancelCode: fn(),
    demoMessages: demoScript.slice(0, 2),
    timeZone: 'UTC',
    locale: 'en-US',
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const WRONG =
  'That code is not correct. Enter the current code from your authenticator app or a recovery code.';

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
  args: { state: { status: 'code', submitting: false, error: WRONG } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(WRONG);
    await expect(canvasElement.querySelector('[data-component="LoginCode"]')).toHaveAttribute(
      'aria-describedby',
      c.getByRole('alert').id,
    );
  },
};

/** Designers: the code step after a wrong code, beside the product and the demo, in every brand x mode. */
export const BrandMatrixStory: Story = {
  name: 'Brand Matrix',
  args: CodeWrong.args,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const form = within(cell.querySelector<HTMLElement>('[data-component="LoginCode"]')!);
      await expect(form.getByRole('heading', { level: 2 }).textContent).toBe(s.heading);
      await expect(form.getByText(s.help)).toBeVisible();
      await expect(form.getByRole('textbox', { name: s.codeLabel })).toBeEnabled();
      await expect(form.getByRole('alert').textContent).toBe(WRONG);
      await expect(form.getByRole('button', { name: s.back })).toBeEnabled();
    }
  },
};
