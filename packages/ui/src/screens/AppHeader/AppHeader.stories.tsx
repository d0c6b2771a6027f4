import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHeader } from './AppHeader';
import { admin, appHeaderMeta, header, staff } from './AppHeader.storyKit';
import { appHeaderStrings as s } from './strings';

const longEmail =
  'franchise.operations.regional-manager.north-east-territory@very-long-company-domain.example';

const meta = {
  title: 'Screens/AppHeader',
  component: AppHeader,
  ...appHeaderMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...appHeaderMeta.parameters },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const badge = (root: HTMLElement) =>
  root.querySelector('[data-part="impersonation-badge-header"]') as HTMLElement | null;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(header(canvasElement)).toHaveAttribute('data-viewer', 'signedIn');
    const brand = canvasElement.querySelector('[data-part="brand"]')!;
    await expect(brand).toHaveTextContent(/^Store Ops$/);
    // The brand's mark beside the name: decorative (the name is written), 28 px, in the brand's accent.
    const mark = brand.querySelector('[data-component="BrandMark"]')!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark.getBoundingClientRect().width).toBe(28);
    await expect(getComputedStyle(mark.querySelector('[data-role="accent"]')!).fill).toBe('rgb(58, 133, 61)');
    await expect(c.queryByText(/^Impersonating:/)).toBeNull();
    await expect(badge(canvasElement)).toBeNull();
    const menu = c.getByRole('button', { name: s.openMenu });
    await expect(menu).toBeVisible();
    await userEvent.click(menu);
    await expect(args.onMenu).toHaveBeenCalledTimes(1);
  },
};

export const Impersonating: Story = {
  args: { viewer: { status: 'impersonating', user: staff, originalUser: admin }, sidebarFrom: 100_000 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(header(canvasElement)).toHaveAttribute('data-viewer', 'impersonating');
    const status = c.getByRole('status');
    await expect(status).toHaveTextContent(/^Impersonating: staff@storeops\.test$/);
    await expect(status).toHaveAttribute('data-part', 'impersonation-badge-header');
    // Below the sidebar breakpoint the menu button and the badge are shown.
    await expect(status).toBeVisible();
    await expect(c.getByRole('button', { name: s.openMenu })).toBeVisible();
  },
};

export const ImpersonatingUserWithoutEmail: Story = {
  args: {
    viewer: {
      status: 'impersonating',
      user: { email: ' ', name: 'Kiosk Account', admin: false },
      originalUser: admin,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Impersonating: Kiosk Account$/,
    );
  },
};

export const ImpersonatingLongEmailAt375: Story = {
  parameters: { frameWidth: 375 },
  args: {
    viewer: {
      status: 'impersonating',
      user: { email: longEmail, name: 'Regional', admin: false },
      originalUser: admin,
    },
  },
  play: async ({ canvasElement }) => {
    const el = header(canvasElement);
    const b = badge(canvasElement);
    await expect(b).toHaveTextContent(`Impersonating: ${longEmail}`);
    // No horizontal scroll: the header fits its 375 px frame and the badge stays inside it.
    await expect(el.getBoundingClientRect().width).toBe(375);
    await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth);
    const frame = canvasElement.querySelector('[data-part="frame"]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(375);
    const headerBox = el.getBoundingClientRect();
    const badgeBox = (b as HTMLElement).getBoundingClientRect();
    await expect(badgeBox.right).toBeLessThanOrEqual(headerBox.right);
    // ...because the e-mail wraps onto more than one line.
    const lineHeight = Number.parseFloat(getComputedStyle(b as HTMLElement).lineHeight);
    await expect(badgeBox.height).toBeGreaterThan(lineHeight * 1.5);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const menu = within(canvasElement).getByRole('button', { name: s.openMenu });
    await step('Tab reaches the menu button and shows the focus ring', async () => {
      await userEvent.tab();
      await expect(menu).toHaveFocus();
      await expect(menu).toHaveAttribute('data-focus-visible', 'true');
      const style = getComputedStyle(menu);
      await expect(style.outlineStyle).toBe('solid');
      await expect(style.outlineWidth).toBe('2px');
    });
    await step('Enter and Space each open the menu', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onMenu).toHaveBeenCalledTimes(1);
      await userEvent.keyboard(' ');
      await expect(args.onMenu).toHaveBeenCalledTimes(2);
    });
  },
};

export const SidebarTakesOver: Story = {
  // From 1 px up (so at any test viewport) a permanent sidebar holds the navigation and the badge.
  args: { viewer: { status: 'impersonating', user: staff, originalUser: admin }, sidebarFrom: 1 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(s.brand)).toBeVisible();
    await expect(c.queryByRole('button', { name: s.openMenu })).toBeNull();
    await expect(badge(canvasElement)).not.toBeVisible();
  },
};
