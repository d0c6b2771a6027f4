// The single list of Vitest projects. Vitest 4 no longer reads this file by itself:
// vitest.config.ts imports it as `test.projects`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

const nodeProject = (name: string, extra: Record<string, unknown> = {}): TestProjectConfiguration => ({
  test: {
    name,
    root: path.join(root, 'packages', name),
    environment: 'node',
    include: ['src/**/*.test.ts', 'bin/**/*.test.ts', 'test/**/*.test.ts'],
    ...extra,
  },
});

export default [
  nodeProject('domain'),
  nodeProject('machines'),
  nodeProject('server', { globalSetup: [path.join(root, 'packages/server/test/global-setup.ts')] }),
  nodeProject('ui'),
  // The app's providers and hooks, rendered with react-dom/server (no DOM, no network: actors start in
  // effects, which a server render never runs).
  nodeProject('app', { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] }),
  {
    // Real server (npm start's entry) + real Chromium: packages/app/e2e/harness.ts.
    test: {
      name: 'e2e',
      root: path.join(root, 'packages', 'app'),
      environment: 'node',
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: ['e2e/global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 300_000,
      fileParallelism: false,
    },
  },
  {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  },
] satisfies TestProjectConfiguration[];
