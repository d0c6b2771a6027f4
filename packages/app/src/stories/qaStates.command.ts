// The Node half of the QA states record (./qaStates.setup.ts sends it after each story): one JSON file
// per story file under `dir`, `{ file, stories: { [story]: { [machineId]: stateIds[] } } }`. A story
// file's first story in a run starts its file afresh, so a story removed or no longer reaching a state
// drops out on the next run of that file; a story file with nothing recorded has no file.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

export type QaStatesByStory = Record<string, Record<string, string[]>>;

export interface QaStatesFile {
  /** The story file, relative to the repository root. */
  file: string;
  stories: QaStatesByStory;
}

/** `recordQaStates(story, states)` for `test.browser.commands`, writing under `dir`. */
export function recordQaStatesCommand(
  dir: string,
  root: string,
): BrowserCommand<[story: string, states: Record<string, string[]>]> {
  const run = new Map<string, QaStatesByStory>();
  return ({ testPath }, story, states) => {
    const file = path
      .relative(root, testPath ?? 'unknown')
      .split(path.sep)
      .join('/');
    const stories = run.get(file) ?? {};
    run.set(file, stories);
    if (Object.keys(states).length > 0) stories[story] = states;
    else delete stories[story];
    const out = path.join(dir, `${file.replaceAll('/', '__')}.json`);
    if (Object.keys(stories).length === 0) {
      rmSync(out, { force: true });
      return;
    }
    mkdirSync(dir, { recursive: true });
    writeFileSync(out, `${JSON.stringify({ file, stories } satisfies QaStatesFile, null, 2)}\n`);
  };
}
