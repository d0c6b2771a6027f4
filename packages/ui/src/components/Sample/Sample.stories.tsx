import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Sample } from './Sample';

const meta = { title: 'Foundation/Sample', component: Sample } satisfies Meta<typeof Sample>;
export default meta;

export const Counts: StoryObj<typeof meta> = {
  args: { label: 'Clicked' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveTextContent('Clicked: 0');
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Clicked: 1');
  },
};
