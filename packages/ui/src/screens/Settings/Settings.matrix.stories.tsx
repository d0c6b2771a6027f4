import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cachePanelStrings } from '../../components/CachePanel/strings';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { SettingsScreen } from './Settings';
import { cacheWarningArgs, settingsMeta } from './Settings.storyKit';
import { settingsStrings as s, twoFactorStrings } from './strings';

const meta = {
  title: 'Brand Matrix/Settings',
  component: SettingsScreen,
  ...settingsMeta,
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Designers: an administrator's whole page, every section filled: the cache above 80% (its warning),
 * a password just changed, two-factor on; in every brand x mode.
 */
export const EverySection: Story = {
  name: 'Every section filled',
  args: {
    cache: cacheWarningArgs.cache,
    password: { ...meta.args.password, status: 'changed', endedSessions: 2 },
    twoFactor: {
      state: { status: 'on', recoveryCodesLeft: 9, disabling: false, error: null },
      onRetry: fn(),
      onStart: fn(),
      onSetup: fn(),
      onConfirm: fn(),
      onCancel: fn(),
      onDone: fn(),
      onDisable: fn(),
      onEdit: fn(),
    },
  },
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const c = within(cell);
      await expect(c.getByRole('heading', { level: 1 }).textContent).toBe(s.title);
      await expect(c.getByText(cachePanelStrings.warning(90))).toBeVisible();
      await expect(
        within(cell.querySelector<HTMLElement>('[data-section="password"]')!).getByRole('status').textContent,
      ).toBe(s.passwordChanged(2));
      await expect(
        within(cell.querySelector<HTMLElement>('[data-section="two-factor"]')!).getByRole('status'),
      ).toHaveTextContent(`${twoFactorStrings.on} ${twoFactorStrings.codesLeft(9)}`);
    }
  },
};
