import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type BrandId, brandIds, brands, type ColorScheme, colorSchemes } from './brands';
import { GlobalStyle } from './GlobalStyle';
import { ThemeRoot } from './ThemeRoot';

export interface BrandMatrixCell {
  brand: BrandId;
  mode: ColorScheme;
}

export interface BrandMatrixProps {
  /** What to render in each cell; a function receives the cell's brand and mode. */
  children: ReactNode | ((cell: BrandMatrixCell) => ReactNode);
  brands?: readonly BrandId[];
  modes?: readonly ColorScheme[];
  /** Minimum cell width in px (default 320). */
  minCellWidth?: number;
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
  background: #8a8f94;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(var(--so-matrix-cell, 320px), 1fr));
  gap: 16px;
`;

const Cell = styled(ThemeRoot)`
  border-radius: 8px;
  padding: 16px;
  min-width: 0;
  overflow: hidden;
`;

const Caption = styled.h2`
  margin: 0 0 12px;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: var(--so-color-fg-muted);
`;

/**
 * Renders the same content in every brand (rows) x mode (columns), each cell its own ThemeRoot, for
 * designers' "Brand Matrix" story pages and the Storybook "All" toolbar option.
 */
export function BrandMatrix({
  children,
  brands: only = brandIds,
  modes = colorSchemes,
  minCellWidth = 320,
}: BrandMatrixProps) {
  return (
    <>
      <GlobalStyle />
      <Grid data-component="BrandMatrix" style={{ ['--so-matrix-cell' as string]: `${minCellWidth}px` }}>
        {only.map((brand) => (
          <Row key={brand} data-brand-row={brand}>
            {modes.map((mode) => (
              <Cell key={mode} brand={brand} mode={mode} withGlobalStyle={false}>
                <section aria-label={`${brands[brand].name}, ${mode}`} data-matrix-cell={`${brand}/${mode}`}>
                  <Caption>
                    {brands[brand].name} · {mode === 'light' ? 'Light' : 'Dark'}
                  </Caption>
                  {typeof children === 'function' ? children({ brand, mode }) : children}
                </section>
              </Cell>
            ))}
          </Row>
        ))}
      </Grid>
    </>
  );
}
