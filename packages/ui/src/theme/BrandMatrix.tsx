import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { type BrandId, brandIds, brands, type ColorScheme, colorSchemes } from './brands';
import { GlobalStyle } from './GlobalStyle';
import { ThemeRoot } from './ThemeRoot';

export interface BrandMatrixCell {
  brand: BrandId;
  mode: ColorScheme;
}

/** The real widths a cell lays its screen out at: a laptop's and a phone's. */
export const matrixViewports = { desktop: 1280, phone: 375 } as const;
export type MatrixViewport = keyof typeof matrixViewports;
/** `fit`: every cell scaled down to its column; `actual`: 100 %, the matrix scrolls sideways. */
export type MatrixScale = 'fit' | 'actual';

export interface BrandMatrixProps {
  /** What to render in each cell; a function receives the cell's brand and mode. */
  children: ReactNode | ((cell: BrandMatrixCell) => ReactNode);
  /** The columns, one per brand. */
  brands?: readonly BrandId[];
  /** The rows, one per mode. */
  modes?: readonly ColorScheme[];
  /** The width each cell lays out at: a named viewport, or px for a component. */
  viewport?: MatrixViewport | number;
  scale?: MatrixScale;
}

/** What a matrix without its own `viewport`/`scale` uses (Storybook's toolbar sets it for every story). */
export const BrandMatrixDefaults = createContext<{ viewport: MatrixViewport; scale: MatrixScale }>({
  viewport: 'desktop',
  scale: 'fit',
});

const GAP = 16;
const CELL_PADDING = 8;

const widthOf = (viewport: MatrixViewport | number) =>
  typeof viewport === 'number' ? viewport : matrixViewports[viewport];

const Grid = styled.div`
  display: grid;
  gap: ${GAP}px;
  padding: ${GAP}px;
  background: #8a8f94;
  box-sizing: border-box;
  &[data-scale='actual'] {
    width: max-content;
    min-width: 100%;
  }
`;

const ModeRow = styled.div<{ $columns: number; $scale: MatrixScale; $width: number }>`
  display: grid;
  grid-template-columns: ${({ $columns, $scale, $width }) =>
    $scale === 'fit'
      ? `repeat(${$columns}, minmax(0, 1fr))`
      : `repeat(${$columns}, ${$width + 2 * CELL_PADDING}px)`};
  gap: ${GAP}px;
  align-items: start;
`;

const Cell = styled(ThemeRoot)`
  border-radius: 8px;
  padding: ${CELL_PADDING}px;
  min-width: 0;
  overflow: hidden;
`;

const Caption = styled.h2`
  margin: 0 0 8px;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: var(--so-color-fg-muted);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The screen at a real width (its own and its container queries see 1280 or 375 px), zoomed to
 * the column: the layout a laptop or a phone gets, the brands side by side.
 */
const Screen = styled.div`
  box-sizing: border-box;
  overflow: hidden;
`;

function ScaledScreen({
  width,
  scale,
  children,
}: {
  width: number;
  scale: MatrixScale;
  children: ReactNode;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el || scale === 'actual') {
      setZoom(1);
      return;
    }
    const measure = () => setZoom(Math.min(1, el.clientWidth / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, scale]);
  return (
    <div ref={outer}>
      <Screen style={{ width, zoom }}>{children}</Screen>
    </div>
  );
}

/**
 * Renders the same content in every brand (columns) x mode (rows), each cell its own ThemeRoot laid
 * out at a real viewport's width and scaled to fit: the designers' "Brand Matrix" stories and the
 * Storybook "All" toolbar option.
 */
export function BrandMatrix({
  children,
  brands: only = brandIds,
  modes = colorSchemes,
  viewport: ownViewport,
  scale: ownScale,
}: BrandMatrixProps) {
  const defaults = useContext(BrandMatrixDefaults);
  const viewport = ownViewport ?? defaults.viewport;
  const scale = ownScale ?? defaults.scale;
  const width = widthOf(viewport);
  return (
    <>
      <GlobalStyle />
      <Grid data-component="BrandMatrix" data-viewport={width} data-scale={scale}>
        {modes.map((mode) => (
          <ModeRow key={mode} data-mode-row={mode} $columns={only.length} $scale={scale} $width={width}>
            {only.map((brand) => (
              <Cell key={brand} brand={brand} mode={mode} withGlobalStyle={false}>
                <section aria-label={`${brands[brand].name}, ${mode}`} data-matrix-cell={`${brand}/${mode}`}>
                  <Caption>
                    {brands[brand].name} · {mode === 'light' ? 'Light' : 'Dark'}
                  </Caption>
                  <ScaledScreen width={width} scale={scale}>
                    {typeof children === 'function' ? children({ brand, mode }) : children}
                  </ScaledScreen>
                </section>
              </Cell>
            ))}
          </ModeRow>
        ))}
      </Grid>
    </>
  );
}
