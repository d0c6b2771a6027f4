import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixParameters } from '../../brandMatrixParameters';
import { AuditLogScreen } from './AuditLogScreen';
import { auditLogMeta } from './AuditLogScreen.storyKit';

const meta = {
  title: 'Brand Matrix/Audit Log',
  component: AuditLogScreen,
  ...auditLogMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...auditLogMeta.parameters },
} satisfies Meta<typeof AuditLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the audit log with a page of entries in every brand x mode. */
export const Loaded: Story = {
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(
        within(cell)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['When', 'Who', 'Action', 'Entity', 'Change']);
    }
  },
};
