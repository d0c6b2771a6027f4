// The single list of Vitest projects. Vitest 4 no longer reads this file by itself:
// vitest.config.ts imports it as `test.projects`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, type TestProjectConfiguration } from 'vitest/config';
import { recordQaStatesCommand } from './packages/app/src/stories/qaStates.command.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Where the storybook project records the states the QA stories' machines enter (qa-coverage reads it). */
const qaStatesDir = path.join(root, '.vitest-results', 'qa-states');
const qaCoverageTest = 'src/stories/qaCoverage.test.ts';

// Timeouts catch a hang, never measure speed (benchmarks do): generous enough for a 2-core machine
// that a CPU hog shares (a server test once took more than Vitest's default 5 s there).
const nodeProject = (name: string, extra: Record<string, unknown> = {}): TestProjectConfiguration => ({
  test: {
    name,
    root: path.join(root, 'packages', name),
    environment: 'node',
    include: ['src/**/*.test.ts', 'bin/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...extra,
  },
});

export default [
  nodeProject('domain'),
  nodeProject('machines'),
  nodeProject('server', { globalSetup: [path.join(root, 'packages/server/test/global-setup.ts')] }),
  nodeProject('ui'),
  // The visual step's comparison, report and waits (scripts/visual/; the waits in real Chromium).
  nodeProject('scripts', { root: path.join(root, 'scripts'), include: ['**/*.test.mjs'] }),
  // The app's providers and hooks, rendered with react-dom/server (no DOM, no network: actors start in
  // effects, which a server render never runs).
  nodeProject('app', {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, qaCoverageTest],
  }),
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
      // expect.poll ends as soon as its condition holds; its default 1 s is a speed test on a busy machine.
      expect: { poll: { timeout: 30_000 } },
    },
  },
  {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    test: {
      name: 'storybook',
      // A brand matrix renders its screen 14 times: more than the browser's default 15 s on a busy machine.
      testTimeout: 60_000,
      // After each story, what its machines went through goes to `recordQaStates` (qa-coverage).
      setupFiles: [path.join(root, 'packages/app/src/stories/qaStates.setup.ts')],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
        commands: { recordQaStates: recordQaStatesCommand(qaStatesDir, root) },
      },
    },
  },
  {
    // Every state xstate/graph finds reachable is shown by a QA story: compares the storybook project's
    // record with each machine's traversal. `groupOrder: 1` runs it after every other project of the
    // same run (`npx vitest run`), once the stories have written what they reached.
    test: {
      name: 'qa-coverage',
      root: path.join(root, 'packages', 'app'),
      environment: 'node',
      include: [qaCoverageTest],
      sequence: { groupOrder: 1 },
      env: { QA_STATES_DIR: qaStatesDir, QA_REPO_ROOT: root },
    },
  },
] satisfies TestProjectConfiguration[];
