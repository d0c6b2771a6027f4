import type { DayStatus } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DayStatusBanner } from './DayStatusBanner';
import { dayStatusBannerMeta, status, text } from './DayStatusBanner.storyKit';

const meta = {
  title: 'Components/DayStatusBanner',
  component: DayStatusBanner,
  ...dayStatusBannerMeta,
} satisfies Meta<typeof DayStatusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectBanner = async (canvasElement: HTMLElement, status: DayStatus, words: string) => {
  const banner = within(canvasElement).getByRole('note');
  await expect(banner.textContent).toBe(words);
  await expect(banner).toHaveAttribute('data-status', status);
};

export const NotStarted: Story = {
  play: async ({ canvasElement }) => {
    await expectBanner(
      canvasElement,
      'not_started',
      'Saturday, November 28 has not started yet at Northwind Pearl District (it is 7:40 PM on Friday there)',
    );
  },
};

export const InProgress: Story = {
  args: { status: 'in_progress', text: text(status('in_progress', 14), '2026-11-27') },
  play: async ({ canvasElement }) => {
    await expectBanner(canvasElement, 'in_progress', 'In progress: data through 2 PM');
  },
};

export const InProgressBeforeTheFirstSale: Story = {
  args: { status: 'in_progress', text: text(status('in_progress'), '2026-11-27') },
  play: async ({ canvasElement }) => {
    await expectBanner(canvasElement, 'in_progress', 'In progress: no data yet');
  },
};

export const NoData: Story = {
  args: { status: 'no_data', text: text(status('no_data'), '2026-08-03') },
  play: async ({ canvasElement }) => {
    await expectBanner(canvasElement, 'no_data', 'No data for this day');
  },
};
