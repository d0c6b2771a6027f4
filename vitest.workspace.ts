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
  nodeProject('server'),
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
