import { INSPECTOR_EVENTS } from '@store-ops/machines/inspector';
import {
  type BrandId,
  BrandMatrix,
  BrandMatrixDefaults,
  brandList,
  type ColorScheme,
  colorSchemes,
  fontFiles,
  isBrandId,
  isColorScheme,
  loadContextOptions,
  loadDrawerDisclosure,
  loadMarkdownRenderer,
  loadSelectorFields,
  loadSuggestionList,
  type MatrixScale,
  type MatrixViewport,
  matrixViewports,
  ThemeRoot,
} from '@store-ops/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { addons } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { checkOtherScheme } from './checkOtherScheme';

// findBy* and waitFor end as soon as what they wait for holds; on a busy 2-core machine a render
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Per-story override: `parameters: { theme: { brand: 'tech-teal', mode: 'dark' } }` (or story `globals`). */
export interface ThemeParameters {
  brand?: BrandId | 'all';
  mode?: ColorScheme | 'all';
}

const isMatrixViewport = (v: unknown): v is MatrixViewport => v === 'desktop' || v === 'phone';
const isMatrixScale = (v: unknown): v is MatrixScale => v === 'fit' || v === 'actual';

/**
 * One brand and mode, or the Brand Matrix: brands as columns at a real viewport (the toolbar's
 * "Matrix viewport" and "Matrix scale"), one row per mode ("Matrix modes" picks one, or both).
 */
const withTheme: Decorator = (Story, { globals, parameters }) => {
  const override = (parameters.theme ?? {}) as ThemeParameters;
  const brand = override.brand ?? globals.brand;
  const mode = override.mode ?? globals.mode;
  const defaults = {
    viewport: isMatrixViewport(globals.matrixViewport) ? globals.matrixViewport : 'desktop',
    scale: isMatrixScale(globals.matrixScale) ? globals.matrixScale : 'fit',
  } as const;
  if (brand === 'all' || mode === 'all') {
    const modes = isColorScheme(mode)
      ? [mode]
      : isColorScheme(globals.matrixModes)
        ? [globals.matrixModes]
        : undefined;
    return (
      <BrandMatrixDefaults.Provider value={defaults}>
        <BrandMatrix brands={isBrandId(brand) ? [brand] : undefined} modes={modes}>
          <Story />
        </BrandMatrix>
      </BrandMatrixDefaults.Provider>
    );
  }
  return (
    <BrandMatrixDefaults.Provider value={defaults}>
      <ThemeRoot
        brand={isBrandId(brand) ? brand : 'default'}
        mode={isColorScheme(mode) ? mode : 'light'}
        applyToDocument
      >
        <Story />
      </ThemeRoot>
    </BrandMatrixDefaults.Provider>
  );
};

/**
 * The theme's self-hosted fonts (packages/ui/src/theme/fonts.ts), fetched before any story renders.
 * Their `font-display: optional` (the app's, for CLS 0) would otherwise leave a story whose first
 * paint beats the font in the fallback font for good: its size assertions and its pixels in the
 * visual baselines (`npm run visual`) would depend on timing.
 */
const fontsLoaded = Promise.all(
  fontFiles.map(
    (href) =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: '', href });
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
      }),
  ),
);

/**
 * The Machine panel's replay mounts the story afresh (new actors, a new fake server; its own
 * decorators included) without Storybook running its play function again: a new key.
 */
function Remountable({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!addons.hasChannel()) return;
    const channel = addons.getChannel();
    const remount = () => setGeneration((g) => g + 1);
    channel.on(INSPECTOR_EVENTS.remount, remount);
    return () => channel.off(INSPECTOR_EVENTS.remount, remount);
  }, []);
  return <Fragment key={generation}>{children}</Fragment>;
}

const withRemount: Decorator = (Story) => (
  <Remountable>
    <Story />
  </Remountable>
);

const preview: Preview = {
  parameters: {
    // Only violations carry their nodes: every pass's nodes made each story's report megabytes.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The sidebar in the order its readers take it: the guide, the designers', QA's, then the parts.
    options: {
      storySort: {
        order: ['Start here', 'Brand Matrix', 'QA', 'Screens', 'Admin', 'Theme', 'Components', '*'],
      },
    },
  },
  decorators: [withRemount, withTheme],
  // Markdown's renderer, the selector bar's controls, the chat's options panel, the suggestion list
  // and the drawer's Data Grids group load lazily (plain text / pending values / nothing until then):
  // stories render with them loaded, except those that show the pending look.
  loaders: [
    async () => {
      await Promise.all([
        fontsLoaded,
        loadMarkdownRenderer(),
        loadSelectorFields(),
        loadContextOptions(),
        loadSuggestionList(),
        loadDrawerDisclosure(),
      ]);
    },
  ],
  // addon-a11y checks the story in the selected mode; this re-runs axe in the other mode.
  afterEach: checkOtherScheme,
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...brandList.map((b) => ({ value: b.id, title: b.name })),
          { value: 'all', title: 'All (matrix)' },
        ],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          ...colorSchemes.map((m) => ({
            value: m,
            title: m === 'light' ? 'Light' : 'Dark',
            icon: m === 'light' ? 'sun' : 'moon',
          })),
          { value: 'all', title: 'Both (matrix)', icon: 'contrast' },
        ],
        dynamicTitle: true,
      },
    },
    matrixModes: {
      description: 'Brand Matrix: both modes, or one',
      toolbar: {
        title: 'Matrix modes',
        icon: 'contrast',
        items: [
          { value: 'both', title: 'Matrix: light and dark' },
          { value: 'light', title: 'Matrix: light only', icon: 'sun' },
          { value: 'dark', title: 'Matrix: dark only', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    matrixViewport: {
      description: 'Brand Matrix: the width each cell lays its screen out at',
      toolbar: {
        title: 'Matrix viewport',
        icon: 'browser',
        items: [
          { value: 'desktop', title: `Matrix: desktop ${matrixViewports.desktop} px`, icon: 'browser' },
          { value: 'phone', title: `Matrix: phone ${matrixViewports.phone} px`, icon: 'mobile' },
        ],
        dynamicTitle: true,
      },
    },
    matrixScale: {
      description: 'Brand Matrix: cells scaled to fit the window, or at 100 %',
      toolbar: {
        title: 'Matrix scale',
        icon: 'zoom',
        items: [
          { value: 'fit', title: 'Matrix: fit the window' },
          { value: 'actual', title: 'Matrix: 100 % (scroll sideways)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'default',
    mode: 'light',
    matrixModes: 'both',
    matrixViewport: 'desktop',
    matrixScale: 'fit',
  },
};

export default preview;
