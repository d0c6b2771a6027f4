import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { buttonMeta } from './Button.storyKit';

const meta = {
  title: 'Components/Button',
  component: Button,
  ...buttonMeta,
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toHaveAttribute('data-component', 'Button');
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Clear Cache
      </Button>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} isDisabled>
        Disabled
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const names = c.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('data-variant')]);
    await expect(names).toEqual([
      ['Primary', 'primary'],
      ['Secondary', 'secondary'],
      ['Ghost', 'ghost'],
      ['Clear Cache', 'danger'],
      ['Small', 'primary'],
      ['Disabled', 'primary'],
    ]);
    await userEvent.click(c.getByRole('button', { name: 'Clear Cache' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: '...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveTextContent('...');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PendingWithSpinner: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button')).toHaveTextContent('Saving');
    await expect(c.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
  },
};
