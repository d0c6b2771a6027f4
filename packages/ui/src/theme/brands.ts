/** The seven brand themes of the spec (section 9). Primary/secondary are the brand's own colours; the
 * light and dark palettes are derived from them in palette.ts and adjusted there to meet WCAG contrast.
 * Each brand also has its own typeface (self-hosted, fonts.ts) and base corner radius (tokens.ts
 * `radiusScale`). */

export const brandIds = [
  'default',
  'professional-blue',
  'modern-purple',
  'warm-orange',
  'corporate-gray',
  'tech-teal',
  'franchise-red',
] as const;

export type BrandId = (typeof brandIds)[number];

export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/**
 * The closed set of brand typefaces: key -> CSS family name (the @font-face rules of fonts.ts declare
 * each, from its @fontsource-variable package; the key is that package's name).
 */
export const typefaces = {
  inter: 'Inter',
  'ibm-plex-sans': 'IBM Plex Sans',
  'plus-jakarta-sans': 'Plus Jakarta Sans',
  nunito: 'Nunito',
  'source-sans-3': 'Source Sans 3',
  'space-grotesk': 'Space Grotesk',
  rubik: 'Rubik',
} as const;

export type Typeface = keyof typeof typefaces;

export const typefaceIds = Object.keys(typefaces) as Typeface[];

export function isTypeface(value: unknown): value is Typeface {
  return typeof value === 'string' && Object.hasOwn(typefaces, value);
}

export interface Brand {
  id: BrandId;
  name: string;
  description: string;
  /** Brand primary colour, #rrggbb. */
  primary: string;
  /** Brand secondary colour, #rrggbb. */
  secondary: string;
  /** The brand's text typeface (body and headings; code stays JetBrains Mono in every brand). */
  typeface: Typeface;
  /** Base corner radius in px (`radii.md`); the rest of the scale follows from it (tokens.ts). */
  radius: number;
}

export const brands: Readonly<Record<BrandId, Brand>> = {
  default: {
    id: 'default',
    name: 'Default',
    description: 'The Store Ops house theme: fresh green with an orange accent.',
    primary: '#4caf50',
    secondary: '#ff9800',
    typeface: 'inter',
    radius: 8,
  },
  'professional-blue': {
    id: 'professional-blue',
    name: 'Professional Blue',
    description: 'Calm corporate blue with a slate secondary.',
    primary: '#1976d2',
    secondary: '#546e7a',
    typeface: 'ibm-plex-sans',
    radius: 4,
  },
  'modern-purple': {
    id: 'modern-purple',
    name: 'Modern Purple',
    description: 'Contemporary violet with a pink accent.',
    primary: '#7b1fa2',
    secondary: '#e91e63',
    typeface: 'plus-jakarta-sans',
    radius: 12,
  },
  'warm-orange': {
    id: 'warm-orange',
    name: 'Warm Orange',
    description: 'Welcoming orange with a deep brown secondary.',
    primary: '#f57c00',
    secondary: '#795548',
    typeface: 'nunito',
    radius: 14,
  },
  'corporate-gray': {
    id: 'corporate-gray',
    name: 'Corporate Gray',
    description: 'Neutral graphite with a steel-blue accent.',
    primary: '#455a64',
    secondary: '#607d8b',
    typeface: 'source-sans-3',
    radius: 2,
  },
  'tech-teal': {
    id: 'tech-teal',
    name: 'Tech Teal',
    description: 'Crisp teal with a cyan secondary.',
    primary: '#00897b',
    secondary: '#00bcd4',
    typeface: 'space-grotesk',
    radius: 6,
  },
  'franchise-red': {
    id: 'franchise-red',
    name: 'Franchise Red',
    description: 'Quick-service franchise red with a mustard-yellow secondary.',
    primary: '#d32f2f',
    secondary: '#ffc107',
    typeface: 'rubik',
    radius: 16,
  },
};

export const brandList: readonly Brand[] = brandIds.map((id) => brands[id]);

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}

export function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}
