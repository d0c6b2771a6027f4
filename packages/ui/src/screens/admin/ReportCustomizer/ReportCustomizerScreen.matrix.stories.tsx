import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixParameters } from '../../brandMatrixParameters';
import { ReportCustomizerScreen } from './ReportCustomizerScreen';
import { changeItems, dirtyArgs, reportCustomizerMeta } from './ReportCustomizerScreen.storyKit';

const meta = {
  title: 'Brand Matrix/ReportCustomizer',
  component: ReportCustomizerScreen,
  ...reportCustomizerMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...reportCustomizerMeta.parameters },
} satisfies Meta<typeof ReportCustomizerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: two unsaved changes (listed) beside the report as staff see it, in every brand x mode. */
export const UnsavedChanges: Story = {
  args: { ...dirtyArgs, justSaved: false, preview: { ...dirtyArgs.preview, stale: false } },
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      const c = within(cell as HTMLElement);
      await expect(c.getAllByRole('checkbox')).toHaveLength(14);
      await expect(c.getByRole('region', { name: 'The report as staff see it' })).toHaveTextContent(
        'Tuesday, November 17, 2026',
      );
      await expect(changeItems(cell as HTMLElement)).toEqual([
        'On-time tolerance: 2 min → 5 min',
        'Labor cost target: 30% → 25%',
      ]);
    }
  },
};
