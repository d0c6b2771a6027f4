import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContextPreview } from './ContextPreview';

const meta = {
  title: 'Components/ContextPreview',
  component: ContextPreview,
} satisfies Meta<typeof ContextPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const fact = (root: HTMLElement, name: string) => root.querySelector(`[data-fact="${name}"] dd`);

export const WithWeather: Story = {
  args: {
    facts: {
      date: '2026-11-20',
      displayDate: 'Friday, November 20, 2026',
      location: 'Uptown, Portland, OR',
      blockCount: 6,
      weather: 'Light rain, 52°F / 41°F',
      sizeKb: 18.42,
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Context preview' });
    await expect(fact(panel, 'date')).toHaveTextContent('Friday, November 20, 2026');
    await expect(panel.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20');
    await expect(fact(panel, 'location')).toHaveTextContent('Uptown, Portland, OR');
    await expect(fact(panel, 'blocks')).toHaveTextContent(/^6$/);
    await expect(fact(panel, 'weather')).toHaveTextContent('Light rain, 52°F / 41°F');
    await expect(fact(panel, 'size')).toHaveTextContent(/^18\.4 KB$/);
  },
};

export const NoWeather: Story = {
  args: {
    facts: {
      date: '2026-11-19',
      displayDate: 'Thursday, November 19, 2026',
      location: 'Harbor, Monterey, CA',
      blockCount: 3,
      weather: null,
      sizeKb: 4,
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Context preview' });
    await expect(fact(panel, 'weather')).toHaveTextContent('No weather data');
    await expect(fact(panel, 'blocks')).toHaveTextContent(/^3$/);
    await expect(fact(panel, 'size')).toHaveTextContent(/^4\.0 KB$/);
  },
};
