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
