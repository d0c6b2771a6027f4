// Vitest setup file of the `storybook` project (vitest.workspace.ts; never loaded by `storybook dev`):
// after each story, the states its live machines entered (./qaStates) go to the Node side, which keeps
// them under .vitest-results/qa-states/ for the QA coverage check (./qaCoverage.test.ts).
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';
import { takeRecordedStates } from './qaStates';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Records what one story's machines went through (./qaStates.command.ts). */
    recordQaStates: (story: string, states: Record<string, string[]>) => Promise<void>;
  }
}

afterEach(async ({ task }) => {
  await commands.recordQaStates(task.name, takeRecordedStates());
});
