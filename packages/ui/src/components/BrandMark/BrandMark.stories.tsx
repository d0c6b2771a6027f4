import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandMatrix } from '../../theme/BrandMatrix';
import { brandIds } from '../../theme/brands';
import { createTheme } from '../../theme/createTheme';
import { BrandMark } from './BrandMark';
import { brandMarkDataUrl } from './mark';

const meta = {
  title: 'Components/BrandMark',
  component: BrandMark,
  args: { label: 'Store Ops' },
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `#rrggbb` as getComputedStyle reports a fill. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const fills = (mark: Element) =>
  ['accent', 'accentFg', 'secondary'].map(
    (role) => getComputedStyle(mark.querySelector(`[data-role="${role}"]`)!).fill,
  );

export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: 'Store Ops' });
    await expect(mark).toHaveAttribute('data-component', 'BrandMark');
    await expect(mark.getBoundingClientRect().width).toBe(32);
    const { colors } = createTheme({ brand: 'default', colorScheme: 'light' });
    await expect(fills(mark)).toEqual([colors.accent, colors.accentFg, colors.secondary].map(rgb));
  },
};

/** Beside the product's written name (the header, the sign-in page): hidden from assistive technology. */
export const Decorative: Story = {
  args: { label: undefined, size: 48 },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <BrandMark {...args} />
      Store Ops
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const mark = canvasElement.querySelector('[data-component="BrandMark"]')!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark.getBoundingClientRect().height).toBe(48);
  },
};

/**
 * Designers' page: the mark in all seven brands (rows) x light and dark, at 64, 32 and 16 px, and the
 * favicon the app sets for the brand (its light mark as an SVG `data:` URL).
 */
export const AllBrands: Story = {
  name: 'Brand Matrix: marks',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <BrandMatrix minCellWidth={200}>
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
    await expect(cells.map((c) => c.getAttribute('data-matrix-cell'))).toEqual(
      brandIds.flatMap((b) => [`${b}/light`, `${b}/dark`]),
    );
    for (const cell of cells) {
      const [brand, colorScheme] = cell.getAttribute('data-matrix-cell')!.split('/') as [
        (typeof brandIds)[number],
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
