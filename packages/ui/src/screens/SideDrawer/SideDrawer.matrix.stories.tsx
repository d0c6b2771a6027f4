import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { DrawerDialog } from '../../components/Drawer/Drawer.styles';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { SideDrawerNav } from './SideDrawer';
import { admin, sideDrawerMeta, staff } from './SideDrawer.storyKit';
import { SideDrawer } from './SideDrawerModal';
import { sideDrawerStrings as s } from './strings';

const meta = {
  title: 'Brand Matrix/SideDrawer',
  component: SideDrawer,
  ...sideDrawerMeta,
} satisfies Meta<typeof SideDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer's panel as the Drawer draws it (280 px, surface, border, shadow), in place. */
const PanelInPlace = styled.div`
  width: 280px;
  max-width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/**
 * Designers: an administrator impersonating, Data Grids open on the current page, Staff Chat unread,
 * in every brand x mode. The drawer's panel and dialog are drawn in place, without the modal overlay:
 * fourteen open modals would each make the other cells inert, hidden from axe and from the play.
 */
export const Impersonating: Story = {
  args: {
    viewer: { status: 'impersonating', user: staff, originalUser: admin },
    currentPath: '/stores',
    defaultDataGridsExpanded: true,
    badges: { '/staffchat': 3 },
  },
  parameters: { ...brandMatrixParameters },
  render: ({ isOpen: _, onOpenChange: __, ...nav }) => (
    <PanelInPlace data-component="Drawer">
      <DrawerDialog aria-label={s.navLabel}>
        <SideDrawerNav {...nav} />
      </DrawerDialog>
    </PanelInPlace>
  ),
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const n = within(within(cell).getByRole('navigation', { name: s.navLabel }));
      await expect(n.getByRole('status').textContent).toBe(s.impersonatingBadge('staff@storeops.test'));
      await expect(n.getByRole('link', { name: s.withUnread(s.staffChat, 3) })).toHaveAttribute(
        'href',
        '/staffchat',
      );
      await expect(n.getByRole('link', { name: s.stores })).toHaveAttribute('aria-current', 'page');
      await expect(n.getByRole('link', { name: s.userAssignments })).toBeVisible();
      await expect(n.getByRole('button', { name: /Stop Impersonating/ })).toHaveTextContent(
        `${s.stopImpersonating}${s.returnTo('admin@storeops.test')}`,
      );
    }
  },
};
