import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { DemoChat } from './DemoChat';
import { demoChatMeta } from './DemoChat.storyKit';

const meta = {
  title: 'Brand Matrix/DemoChat',
  component: DemoChat,
  ...demoChatMeta,
} satisfies Meta<typeof DemoChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the scripted demo conversation in every brand x mode. */
export const Conversation: Story = {
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelectorAll('article[aria-label="Assistant"]')).toHaveLength(2);
    }
  },
};
