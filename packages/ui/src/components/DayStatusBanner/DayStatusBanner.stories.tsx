import { type DayStatus, dayStatusBanner, type StoreDayStatus } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandMatrix } from '../../theme';
import { DayStatusBanner } from './DayStatusBanner';

/** A store-day's status as the domain takes it: the store's clock at 7:40 PM on Friday, November 27. */
const status = (s: DayStatus, dataThroughHour: number | null = null): StoreDayStatus => ({
  status: s,
  timeZone: 'America/Los_Angeles',
  storeDate: '2026-11-27',
  storeTime: '7:40 PM',
  dataThroughHour,
  dayForecast: 12923.66,
});
const STORE = 'Northwind Pearl District';
const text = (s: StoreDayStatus, date: string) => dayStatusBanner(s, date, STORE) ?? '';

const meta = {
  title: 'Components/DayStatusBanner',
  component: DayStatusBanner,
  args: { status: 'not_started', text: text(status('not_started'), '2026-11-28') },
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

const all = [
  ['not_started', text(status('not_started'), '2026-11-28')],
  ['in_progress', text(status('in_progress', 14), '2026-11-27')],
  ['no_data', text(status('no_data'), '2026-08-03')],
] as const;

export const BrandMatrixPage: Story = {
  name: 'Brand Matrix',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BrandMatrix minCellWidth={360}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {all.map(([s, words]) => (
          <DayStatusBanner key={s} status={s} text={words} />
        ))}
      </div>
    </BrandMatrix>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('note')).toHaveLength(14 * all.length);
  },
};
