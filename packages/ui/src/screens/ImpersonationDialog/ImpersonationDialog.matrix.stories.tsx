import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Body, DialogBox, Footer, Header, ModalPanel, Title } from '../../components/Modal/Modal.styles';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { users } from '../fixtures';
import {
  ImpersonationDialog,
  ImpersonationDialogContent,
  type ImpersonationDialogProps,
} from './ImpersonationDialog';
import { impersonationDialogMeta } from './ImpersonationDialog.storyKit';
import { impersonationStrings as s } from './strings';

const meta = {
  title: 'Brand Matrix/ImpersonationDialog',
  component: ImpersonationDialog,
  ...impersonationDialogMeta,
} satisfies Meta<typeof ImpersonationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog as its Modal draws it (panel, title, body, Cancel) but in place, without the overlay:
 * fourteen open modals would each make the other cells inert, hidden from axe and from the play.
 */
function DialogInPlace({ isOpen: _, onOpenChange, ...content }: ImpersonationDialogProps) {
  return (
    <ModalPanel as="div" data-component="Modal" data-size="md" data-state={content.state.status}>
      <DialogBox>
        <Header>
          <Title slot="title">{s.title}</Title>
        </Header>
        <Body data-part="body">
          <ImpersonationDialogContent {...content} />
        </Body>
        <Footer data-part="footer">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {s.cancel}
          </Button>
        </Footer>
      </DialogBox>
    </ModalPanel>
  );
}

/** Designers: the list with its Admin User tags under a refused start, in every brand x mode. */
export const StartError: Story = {
  args: { state: { status: 'startError', users, totalUsers: users.length, query: '' } },
  parameters: { ...brandMatrixParameters },
  render: (args) => <DialogInPlace {...args} />,
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const d = within(within(cell).getByRole('dialog', { name: s.title }));
      await expect(d.getByRole('searchbox', { name: s.searchLabel })).toHaveAttribute(
        'placeholder',
        s.searchPlaceholder,
      );
      await expect(d.getByRole('alert').textContent).toBe(s.startError);
      await expect(d.getAllByRole('option')).toHaveLength(5);
      await expect(d.getAllByText(s.adminTag)).toHaveLength(2);
      await expect(d.getByRole('button', { name: s.cancel })).toBeVisible();
    }
  },
};
