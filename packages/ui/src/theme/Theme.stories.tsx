import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { ProgressBar } from '../components/ProgressBar';
import { Tag } from '../components/Tag';
import { TextField } from '../components/TextField';
import { BrandMatrix } from './BrandMatrix';
import { brandIds, brandList, typefaces } from './brands';
import { contrast } from './color';
import { createTheme } from './createTheme';
import type { ColorRoles } from './palette';
import { ThemeRoot, useThemeRoot } from './ThemeRoot';

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 8px;
`;

const Swatch = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 8px;
  font-size: 12px;
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const PAIRS: [keyof ColorRoles, keyof ColorRoles][] = [
  ['fg', 'bg'],
  ['fgMuted', 'bg'],
  ['accentFg', 'accent'],
  ['accentText', 'bg'],
  ['secondaryFg', 'secondary'],
  ['dangerFg', 'danger'],
  ['warningFg', 'warning'],
  ['successFg', 'success'],
  ['codeFg', 'codeBg'],
];

/** The brand's typeface and base radius, set in that typeface. */
function Shape() {
  const { brand } = useThemeRoot().resolved;
  return (
    <p style={{ margin: '0 0 8px' }} data-shape>
      {typefaces[brand.typeface]} · corner radius {brand.radius} px
    </p>
  );
}

/** Each swatch shows a text role on its background with the measured WCAG ratio. */
function Palette() {
  const { resolved } = useThemeRoot();
  const c = resolved.colors;
  return (
    <>
      <Shape />
      <Swatches>
        {PAIRS.map(([fg, bg]) => (
          <Swatch key={`${fg}/${bg}`} style={{ background: c[bg], color: c[fg] }} data-pair={`${fg}/${bg}`}>
            {fg} on {bg}
            <br />
            {contrast(c[fg], c[bg]).toFixed(2)}:1
          </Swatch>
        ))}
      </Swatches>
    </>
  );
}

const meta = { title: 'Theme/Brands', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaletteMatrix: Story = {
  name: 'Brand Matrix: palettes',
  render: () => <BrandMatrix viewport={420}>{() => <Palette />}</BrandMatrix>,
  play: async ({ canvasElement }) => {
    const cells = canvasElement.querySelectorAll('[data-matrix-cell]');
    await expect(cells).toHaveLength(14);
    const light = createTheme({ brand: 'tech-teal', colorScheme: 'light' });
    const swatch = canvasElement.querySelector<HTMLElement>(
      '[data-matrix-cell="tech-teal/light"] [data-pair="accentFg/accent"]',
    )!;
    await expect(swatch).toHaveTextContent(
      `${contrast(light.colors.accentFg, light.colors.accent).toFixed(2)}:1`,
    );
    // Each cell in its brand's typeface and radii: Space Grotesk, 6 px; the default Inter, 8 px.
    const teal = canvasElement.querySelector<HTMLElement>(
      '[data-matrix-cell="tech-teal/dark"] [data-shape]',
    )!;
    await expect(teal).toHaveTextContent('Space Grotesk · corner radius 6 px');
    await expect(getComputedStyle(teal).fontFamily.split(',')[0]).toMatch(/^"?Space Grotesk"?$/);
    await expect(getComputedStyle(swatch).borderRadius).toBe('6px');
    const plain = canvasElement.querySelector<HTMLElement>('[data-matrix-cell="default/light"] [data-pair]')!;
    await expect(getComputedStyle(plain).borderRadius).toBe('8px');
  },
};

export const ComponentsMatrix: Story = {
  name: 'Brand Matrix: components',
  render: () => (
    <BrandMatrix viewport={380}>
      {({ brand }) => (
        <div style={{ display: 'grid', gap: 12 }}>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button>Send</Button>
            <Button variant="secondary">Refresh Stats</Button>
            <Button variant="danger">Clear Cache</Button>
          </div>
          <TextField label="Email" defaultValue={`${brand}@store.example`} />
          <Checkbox defaultSelected>Include weather</Checkbox>
          <ProgressBar label="Storage used" value={64} />
          <div style={{ display: 'flex', gap: 8 }}>
            <Badge variant="warning">Impersonating: ann@store.example</Badge>
            <Tag>Admin User</Tag>
          </div>
        </div>
      )}
    </BrandMatrix>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Send' })).toHaveLength(14);
    await expect(within(canvasElement).getAllByDisplayValue('franchise-red@store.example')).toHaveLength(2);
  },
};

export const BrandList: Story = {
  name: 'Brand list',
  render: () => (
    <ul style={{ display: 'grid', gap: 8 }}>
      {brandList.map((b) => (
        <li key={b.id} data-brand-id={b.id}>
          <strong>{b.name}</strong> ({b.id}): {b.description} Primary {b.primary}, secondary {b.secondary}.
          Typeface {typefaces[b.typeface]}, corner radius {b.radius} px.{' '}
          {/* The brand's own button: its colours, typeface and radius, from its theme. */}
          <ThemeRoot brand={b.id} withGlobalStyle={false} style={{ display: 'inline-block' }}>
            <Button>{b.name}</Button>
          </ThemeRoot>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('[data-brand-id]')].map((li) =>
      li.getAttribute('data-brand-id'),
    );
    await expect(items).toEqual([...brandIds]);
    await expect(within(canvasElement).getByText(/Primary #4caf50, secondary #ff9800/)).toBeInTheDocument();
    const red = canvasElement.querySelector<HTMLElement>('[data-brand-id="franchise-red"]')!;
    await expect(red).toHaveTextContent('Typeface Rubik, corner radius 16 px.');
    const button = within(red).getByRole('button', { name: 'Franchise Red' });
    await expect(getComputedStyle(button).borderRadius).toBe('16px');
    await expect(getComputedStyle(button).fontFamily.split(',')[0]).toMatch(/^"?Rubik"?$/);
    const gray = within(canvasElement).getByRole('button', { name: 'Corporate Gray' });
    await expect(getComputedStyle(gray).borderRadius).toBe('2px');
    await expect(getComputedStyle(gray).fontFamily.split(',')[0]).toMatch(/^"?Source Sans 3"?$/);
    // Every brand's face is the self-hosted file (fonts.ts), loaded: not a fallback of the machine.
    for (const b of brandList) {
      await waitFor(() =>
        expect(document.fonts.check(`600 14px "${typefaces[b.typeface]}"`), b.id).toBe(true),
      );
    }
  },
};

export const ToolbarOverride: Story = {
  name: 'Per-story override (tech-teal, dark)',
  parameters: { theme: { brand: 'tech-teal', mode: 'dark' } },
  render: () => <Button>Themed by parameters</Button>,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="ThemeRoot"]')!;
    await expect(root).toHaveAttribute('data-brand', 'tech-teal');
    await expect(root).toHaveAttribute('data-color-scheme', 'dark');
    const bg = getComputedStyle(document.documentElement).getPropertyValue('--so-color-bg').trim();
    await expect(bg).toBe(createTheme({ brand: 'tech-teal', colorScheme: 'dark' }).colors.bg);
  },
};

export const ToolbarAll: Story = {
  name: 'Toolbar "All" via story globals',
  globals: { brand: 'all', mode: 'all' },
  render: () => <Button>Matrix cell</Button>,
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.querySelectorAll('[data-matrix-cell]')].map((c) =>
      c.getAttribute('data-matrix-cell'),
    );
    // Every brand (a column) in light, then every brand in dark.
    await expect(cells).toEqual(['light', 'dark'].flatMap((m) => brandIds.map((b) => `${b}/${m}`)));
    await expect(within(canvasElement).getAllByRole('button', { name: 'Matrix cell' })).toHaveLength(14);
  },
};

export const ToolbarAllBrandsOneMode: Story = {
  name: 'Toolbar: all brands, dark only',
  globals: { brand: 'all', mode: 'dark' },
  render: () => <Button>Dark cell</Button>,
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.querySelectorAll('[data-matrix-cell]')].map((c) =>
      c.getAttribute('data-matrix-cell'),
    );
    await expect(cells).toEqual(brandIds.map((b) => `${b}/dark`));
  },
};
