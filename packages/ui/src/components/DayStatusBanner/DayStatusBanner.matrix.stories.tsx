import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandMatrix } from '../../theme';
import { DayStatusBanner } from './DayStatusBanner';
import { dayStatusBannerMeta, status, text } from './DayStatusBanner.storyKit';

const meta = {
  title: 'Brand Matrix/Components/DayStatusBanner',
  component: DayStatusBanner,
  ...dayStatusBannerMeta,
} satisfies Meta<typeof DayStatusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const all = [
  ['not_started', text(status('not_started'), '2026-11-28')],
  ['in_progress', text(status('in_progress', 14), '2026-11-27')],
  ['no_data', text(status('no_data'), '2026-08-03')],
] as const;

/** Designers: the banner of every status (not started, in progress, no data) in every brand x mode. */
export const EveryStatus: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BrandMatrix viewport={360}>
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
