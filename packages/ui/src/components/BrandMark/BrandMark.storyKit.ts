import type { Meta } from '@storybook/react-vite';
import type { BrandMark } from './BrandMark';

/**
 * What Components/BrandMark and its Brand Matrix (BrandMark.matrix.stories.tsx) share: the meta but its
 * title.
 */
export const brandMarkMeta = {
  args: { label: 'Store Ops' },
} satisfies Meta<typeof BrandMark>;

/** `#rrggbb` as getComputedStyle reports a fill. */
export const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The computed fills of a mark's accent tile, its letter and its secondary part. */
export const fills = (mark: Element) =>
  ['accent', 'accentFg', 'secondary'].map(
    (role) => getComputedStyle(mark.querySelector(`[data-role="${role}"]`)!).fill,
  );
