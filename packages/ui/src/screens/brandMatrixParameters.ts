import { brandIds, colorSchemes } from '../theme/brands';

/**
 * Story parameters that show a screen in every brand x mode cell at once (the toolbar's "All"):
 * the designers' Brand Matrix. Fourteen whole pages side by side repeat (and nest) their landmarks, so
 * those three axe rules are off; every other rule, colour contrast included, runs on every cell.
 */
export const brandMatrixParameters = {
  theme: { brand: 'all', mode: 'all' },
  a11y: {
    config: {
      rules: [
        { id: 'landmark-main-is-top-level', enabled: false },
        { id: 'landmark-no-duplicate-main', enabled: false },
        { id: 'landmark-unique', enabled: false },
      ],
    },
  },
};

/** The cells a Brand Matrix draws, in order: every brand (a column) in light, then every brand in dark. */
export const brandMatrixCellIds: readonly string[] = colorSchemes.flatMap((mode) =>
  brandIds.map((brand) => `${brand}/${mode}`),
);

/**
 * The matrix's cells in document order. The preview's decorator draws them around the story, so they
 * are found from the story's document, not inside its canvas.
 */
export function brandMatrixCells(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
}
