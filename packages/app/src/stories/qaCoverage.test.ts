// QA coverage (the `qa-coverage` Vitest project): every state `xstate/graph` finds
// reachable in a machine, with the events its own test walks (`<machine>.graph.ts`), is entered by the
// live machine of at least one QA story. The storybook project records what each story's machines
// entered (./qaStates, written by ./qaStates.command.ts under .vitest-results/qa-states/); this
// compares the two and lists, per machine, each `machine: state` no story shows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { machineGraphs, reachableStateIds } from '@store-ops/machines/graph';
import { describe, expect, it } from 'vitest';
import type { QaStatesFile } from './qaStates.command';

const dir = process.env.QA_STATES_DIR ?? '';
const root = process.env.QA_REPO_ROOT ?? '';

/** The record of every story file that still exists (a deleted story file's record is stale). */
function readRecord(): QaStatesFile[] {
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as QaStatesFile)
    .filter((record) => existsSync(path.join(root, record.file)));
}

const record = readRecord();
/** Per machine id: each state id entered, with the stories that entered it. */
const shown = new Map<string, Map<string, string[]>>();
for (const { file, stories } of record) {
  for (const [story, machines] of Object.entries(stories)) {
    for (const [machine, ids] of Object.entries(machines)) {
      const states = shown.get(machine) ?? new Map<string, string[]>();
      for (const id of ids) states.set(id, [...(states.get(id) ?? []), `${path.basename(file)} > ${story}`]);
      shown.set(machine, states);
    }
  }
}

describe('QA coverage: every state xstate/graph reaches is shown by a QA story', () => {
  it('the storybook project recorded what the QA stories reached', () => {
    expect(
      record.length,
      `No QA states recorded under ${dir}: run the storybook project first (npx vitest run --project storybook --project qa-coverage, or npm test).`,
    ).toBeGreaterThan(0);
  });

  it.skipIf(record.length === 0).each(machineGraphs.map((graph) => [graph.machine.id, graph] as const))(
    '%s: every reachable state has a story',
    (id, graph) => {
      const reachable = reachableStateIds(graph);
      expect(reachable.length).toBeGreaterThan(0);
      const entered = shown.get(id) ?? new Map<string, string[]>();
      const missing = reachable
        .filter((state) => !entered.has(state))
        .map((state) => `${id}: ${state.slice(id.length + 1)}`);
      expect(missing, `States no QA story shows:\n${missing.join('\n')}`).toEqual([]);
    },
  );
});
