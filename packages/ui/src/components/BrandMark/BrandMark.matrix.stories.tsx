import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds } from '../../screens/brandMatrixParameters';
import { BrandMatrix } from '../../theme/BrandMatrix';
import type { BrandId } from '../../theme/brands';
import { createTheme } from '../../theme/createTheme';
import { BrandMark } from './BrandMark';
import { brandMarkMeta, fills, rgb } from './BrandMark.storyKit';
import { brandMarkDataUrl } from './mark';

const meta = {
  title: 'Brand Matrix/Components/BrandMark',
  component: BrandMark,
  ...brandMarkMeta,
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Designers' page: the mark in all seven brands (columns) x light and dark (rows), at 64, 32 and
 * 16 px, and the favicon the app sets for the brand (its light mark as an SVG `data:` URL).
 */
export const MarksAndFavicon: Story = {
  name: 'Marks and favicon',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <BrandMatrix viewport={200}>
      {({ brand }) => (
        <div style={{ display: 'flex', alignItems: 'end', gap: 12 }}>
          <BrandMark {...args} size={64} />
          <BrandMark size={32} />
          <BrandMark size={16} />
          <img src={brandMarkDataUrl(brand)} width={16} height={16} alt="" data-part="favicon" />
        </div>
      )}
    </BrandMatrix>
  ),
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.querySelectorAll('[data-matrix-cell]')];
    await expect(cells.map((c) => c.getAttribute('data-matrix-cell'))).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const [brand, colorScheme] = cell.getAttribute('data-matrix-cell')!.split('/') as [
        BrandId,
        'light' | 'dark',
      ];
      const mark = within(cell as HTMLElement).getByRole('img', { name: 'Store Ops' });
      const { colors } = createTheme({ brand, colorScheme });
      await expect(fills(mark)).toEqual([colors.accent, colors.accentFg, colors.secondary].map(rgb));
      const favicon = cell.querySelector<HTMLImageElement>('[data-part="favicon"]')!;
      await favicon.decode();
      await expect(favicon.naturalWidth).toBeGreaterThan(0);
    }
    // Seven brands, seven different tiles in each scheme.
    for (const scheme of ['light', 'dark']) {
      const tiles = cells
        .filter((c) => c.getAttribute('data-matrix-cell')!.endsWith(scheme))
        .map((c) => fills(c.querySelector('[data-component="BrandMark"]')!)[0]);
      await expect(new Set(tiles).size).toBe(7);
    }
  },
};
