import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoScript } from '../fixtures';
import { LoginScreen } from './Login';
import { loginMeta } from './Login.storyKit';
import { loginStrings as s } from './strings';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  ...loginMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...loginMeta.parameters },
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

const viewports = {
  viewport: {
    options: {
      phone: { name: 'Phone (375 x 667)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      desktop: {
        name: 'Desktop (1280 x 800)',
        styles: { width: '1280px', height: '800px' },
        type: 'desktop',
      },
    },
  },
};
const box = (root: HTMLElement, part: string) =>
  root.querySelector(`[data-part="${part}"]`)!.getBoundingClientRect();

/** The product beside the form: the brand's mark and name, what it does and for whom. */
export const ProductBesideTheForm: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const masthead = canvasElement.querySelector<HTMLElement>('[data-part="masthead"]')!;
    await expect(masthead).toHaveTextContent(/^Store Ops$/);
    // The name is written beside the mark, so the mark itself is decorative.
    const mark = masthead.querySelector('[data-component="BrandMark"]')!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(c.queryByRole('img')).toBeNull();
    const product = c.getByRole('region', { name: 'Every store-day, reported and talked through' });
    const [what, who] = within(product).getAllByRole('paragraph');
    await expect(what).toHaveTextContent(
      /^Pick a company, a store and a date: Store Ops builds that store-day’s report and an AI assistant discusses it with you\.$/,
    );
    await expect(who).toHaveTextContent(
      /^For staff, store managers and admins of multi-company, multi-store restaurant, franchise and retail businesses\.$/,
    );
    const parts = within(product).getByRole('list', { name: 'In every report' });
    await expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sales', 'Labor', 'Clock-ins', 'Tasks', 'Timers', 'Samples', 'Weather']);
    // The form and its strings are unchanged.
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign in$/);
    await expect(c.getByText(s.subtitle)).toBeVisible();
  },
};

/** On a phone: mark and name, then the form, whole on the first screen; the product and demo below it. */
export const Phone: Story = {
  parameters: viewports,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const [masthead, card, product, demo] = ['masthead', 'card', 'product', 'demo'].map((p) =>
      box(canvasElement, p),
    ) as [DOMRect, DOMRect, DOMRect, DOMRect];
    const submit = within(canvasElement).getByRole('button', { name: s.submit }).getBoundingClientRect();
    await expect(submit.bottom).toBeLessThanOrEqual(667);
    await expect(masthead.bottom).toBeLessThanOrEqual(card.top);
    await expect(card.bottom).toBeLessThanOrEqual(product.top);
    await expect(product.bottom).toBeLessThanOrEqual(demo.top);
    for (const b of [masthead, card, product, demo]) await expect(b.left).toBe(16);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** On a wide screen: the form on the left under the mark and name, the product and the demo beside it. */
export const Desktop: Story = {
  parameters: viewports,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    const [masthead, card, product, demo] = ['masthead', 'card', 'product', 'demo'].map((p) =>
      box(canvasElement, p),
    ) as [DOMRect, DOMRect, DOMRect, DOMRect];
    await expect(masthead.bottom).toBeLessThanOrEqual(card.top);
    await expect(product.top).toBe(card.top);
    await expect(product.left).toBeGreaterThanOrEqual(card.right);
    await expect(demo.left).toBe(product.left);
    await expect(demo.top).toBeGreaterThanOrEqual(product.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
  },
};
