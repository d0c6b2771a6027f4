import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    './StartHere.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    // Pre-bundle everything stories and the preview import, so a fresh clone's first
    // test run does not make Vite re-optimise (and reload) mid-run.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'styled-components',
        'react-aria',
        'react-aria-components',
        'react-stately',
        '@internationalized/date',
        'marked',
        'dompurify',
        'ag-grid-react',
        'ag-grid-community',
        'axe-core',
        // The connected QA stories (packages/app/src/stories) run the machines:
        'xstate',
        // The Machine panel's example payloads come from the machines' traversals (xstate/graph).
        'xstate/graph',
        '@xstate/react',
        'zod',
        'papaparse',
      ],
    };
    return config;
  },
};

export default config;
