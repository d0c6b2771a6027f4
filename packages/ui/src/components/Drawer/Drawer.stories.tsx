import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createEvent, expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';
import { DrawerEdgeSwipe } from './EdgeSwipe';
import { DRAWER_SWIPE_AREA_WIDTH } from './swipe';

function Harness({
  onOpenChange,
  initiallyOpen = false,
}: {
  onOpenChange: (open: boolean) => void;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const change = (o: boolean) => {
    setOpen(o);
    onOpenChange(o);
  };
  return (
    <>
      <Button onPress={() => change(true)}>Open menu</Button>
      <Drawer aria-label="Navigation" isOpen={open} onOpenChange={change}>
        {(close) => (
          <nav style={{ padding: 16, display: 'grid', gap: 8 }}>
            <a href="#assistant">Assistant</a>
            <a href="#settings">Settings</a>
            <Button variant="ghost" onPress={close}>
              Close menu
            </Button>
          </nav>
        )}
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: { isOpen: false, onOpenChange: fn(), 'aria-label': 'Navigation', children: null },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Harness onOpenChange={args.onOpenChange} />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

type PointerType = 'pointerDown' | 'pointerMove' | 'pointerUp';
/**
 * A gesture whose pointer events carry their own time stamps (ms from its start): the swipe reads its
 * velocity from `event.timeStamp`, so a resting finger or a quick flick is written, not waited for.
 */
function gesture(target: HTMLElement, pointerId: number) {
  // Not 0: React reads a time stamp of 0 as none and takes Date.now().
  const start = 1_000;
  return (type: PointerType, clientX: number, atMs: number) => {
    const init = {
      clientX,
      pointerId,
      pointerType: 'touch',
      ...(type === 'pointerDown' ? { button: 0 } : {}),
    };
    const event = createEvent[type](target, init);
    Object.defineProperty(event, 'timeStamp', { value: start + atMs });
    fireEvent(target, event);
  };
}

export const OpenAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Settings' })).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SwipeAreaIs20px: Story = {
  play: async () => {
    const area = document.querySelector<HTMLElement>('[data-part="swipe-area"]')!;
    await expect(area.getBoundingClientRect().width).toBe(DRAWER_SWIPE_AREA_WIDTH);
    await expect(area.getBoundingClientRect().left).toBe(0);
  },
};

export const FlingFromEdgeOpens: Story = {
  play: async ({ args }) => {
    const area = document.querySelector<HTMLElement>('[data-part="swipe-area"]')!;
    // A quick 120 px flick (under 52 % of 280 px = 145.6 px) only opens because it is a fling (> 450 px/s).
    const pointer = gesture(area, 1);
    pointer('pointerDown', 5, 0);
    pointer('pointerMove', 45, 5);
    pointer('pointerMove', 125, 10);
    pointer('pointerUp', 125, 10);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await body.findByRole('dialog', { name: 'Navigation' });
  },
};

export const SlowShortDragStaysClosed: Story = {
  play: async ({ args }) => {
    const area = document.querySelector<HTMLElement>('[data-part="swipe-area"]')!;
    const pointer = gesture(area, 1);
    pointer('pointerDown', 5, 0);
    pointer('pointerMove', 100, 0);
    await waitFor(() => expect(document.querySelector('[data-part="peek"]')).not.toBeNull());
    pointer('pointerUp', 100, 250); // the finger rested 250 ms: velocity over the last 100 ms is 0
    await waitFor(() => expect(document.querySelector('[data-part="peek"]')).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const SlowLongDragOpens: Story = {
  play: async ({ args }) => {
    const area = document.querySelector<HTMLElement>('[data-part="swipe-area"]')!;
    const pointer = gesture(area, 1);
    pointer('pointerDown', 5, 0);
    pointer('pointerMove', 200, 0); // 195/280 = 70 % > 52 %
    pointer('pointerUp', 200, 250);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const DragOpenDrawerClosed: Story = {
  render: (args) => <Harness onOpenChange={args.onOpenChange} initiallyOpen />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Navigation' });
    const panel = dialog.closest<HTMLElement>('[data-component="Drawer"]')!;
    const pointer = gesture(panel, 2);
    pointer('pointerDown', 250, 0);
    pointer('pointerMove', 60, 0); // 190 px = 68 % hidden
    pointer('pointerUp', 60, 250);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The edge swipe alone, as a screen shows it before the drawer's own code has loaded. */
export const EdgeSwipeBeforeTheDrawer: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <DrawerEdgeSwipe onOpen={() => args.onOpenChange(true)} onSwipeStart={fn()} />,
  play: async ({ args }) => {
    const area = document.querySelector<HTMLElement>('[data-part="swipe-area"]')!;
    await expect(area.getBoundingClientRect().width).toBe(DRAWER_SWIPE_AREA_WIDTH);
    // A slow drag shows the peek following the finger, then opens past 52 % of 280 px.
    const pointer = gesture(area, 3);
    pointer('pointerDown', 5, 0);
    pointer('pointerMove', 180, 0);
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('[data-part="peek"]')?.style.transform).toBe(
        'translateX(-105px)',
      ),
    );
    pointer('pointerUp', 180, 250);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(document.querySelector('[data-part="peek"]')).toBeNull());
  },
};
