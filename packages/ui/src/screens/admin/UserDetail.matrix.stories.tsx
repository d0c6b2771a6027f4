import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { UserDetail } from './details';
import { userDetailMeta, userLoadedArgs } from './UserDetail.storyKit';

const meta = {
  title: 'Brand Matrix/UserDetail',
  component: UserDetail,
  ...userDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...userDetailMeta.parameters },
} satisfies Meta<typeof UserDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: an entity's detail page in every brand x mode. */
export const Loaded: Story = {
  args: userLoadedArgs,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(within(cell).getByRole('heading', { level: 1 })).toHaveTextContent('Sam Staff');
    }
  },
};
