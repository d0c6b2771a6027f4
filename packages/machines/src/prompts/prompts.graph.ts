import type { Prompt, PromptVersion } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { promptsMachine } from './prompts.machine';

const at = new Date('2026-11-25T08:00:00.000Z');
const prompt = (over: Partial<Prompt> = {}): Prompt => ({
  id: 1,
  title: 'Labor check',
  category: 'Labor',
  body: 'Labor at {{store}}',
  shared: false,
  group_id: null,
  owner_id: 2,
  version: 0,
  uses: 3,
  updated_at: at,
  ...over,
});
const version = (v: number, body: string): PromptVersion => ({
  version: v,
  title: 'Labor check',
  category: 'Labor',
  body,
  shared: false,
  group_id: null,
  changed_by: 2,
  changed_by_email: 'staff@example.com',
  changed_at: at,
});

/** The prompt library machine's traversal (its test and the QA coverage check). */
export const promptsGraph = {
  machine: promptsMachine,
  events: [
    { type: 'xstate.done.actor.load', output: [prompt()] },
    { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'network', 'Offline.') },
    { type: 'prompts.retry' },
    { type: 'prompts.new' },
    { type: 'prompts.edit', id: 1 },
    { type: 'prompts.change', draft: { title: 'T', category: 'C', body: 'B' } },
    { type: 'prompts.change', draft: { title: '' } },
    { type: 'prompts.save' },
    { type: 'prompts.cancel' },
    { type: 'xstate.done.actor.save', output: prompt({ version: 1 }) },
    {
      type: 'xstate.error.actor.save',
      error: new ApiFailure(409, 'conflict', 'Stale', prompt({ version: 4 })),
    },
    { type: 'xstate.error.actor.save', error: new ApiFailure(400, 'bad_request', 'Enter a title.') },
    { type: 'prompts.takeTheirs' },
    { type: 'prompts.keepMine' },
    { type: 'prompts.delete', id: 1 },
    { type: 'prompts.confirmDelete' },
    { type: 'xstate.done.actor.remove' },
    {
      type: 'xstate.error.actor.remove',
      error: new ApiFailure(409, 'conflict', 'Stale', prompt({ version: 4 })),
    },
    { type: 'prompts.history', id: 1 },
    { type: 'xstate.done.actor.versions', output: [version(0, 'Old')] },
    { type: 'xstate.error.actor.versions', error: new Error('Failed to load the history.') },
    { type: 'prompts.restore', version: 0 },
    { type: 'xstate.done.actor.restore', output: prompt({ version: 1, body: 'Old' }) },
    { type: 'xstate.error.actor.restore', error: new ApiFailure(500, 'internal', 'Boom') },
    { type: 'prompts.used', id: 1 },
  ],
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.editor?.draft.title ?? null]),
} satisfies MachineGraph;
