import { BLOG_MESSAGES, type BlogRow } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { blogEditorMachine } from './blogEditor.machine';

const row = (over: Partial<BlogRow> = {}): BlogRow => ({
  id: 1,
  slug: 'opening-hours',
  title: 'Opening hours',
  body: 'We open at 8.',
  published_at: null,
  version: 0,
  updated_at: new Date('2026-11-25T08:00:00.000Z'),
  updated_by_email: 'admin@example.com',
  ...over,
});

/** The blog editor machine's traversal (its test and the QA coverage check). */
export const blogEditorGraph = {
  machine: blogEditorMachine,
  events: [
    { type: 'xstate.done.actor.load', output: [row()] },
    { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'network', 'Offline.') },
    { type: 'blog.retry' },
    { type: 'blog.new' },
    { type: 'blog.edit', id: 1 },
    { type: 'blog.change', draft: { title: 'Spring menu', body: 'New dishes.' } },
    { type: 'blog.change', draft: { slug: '' } },
    { type: 'blog.save' },
    { type: 'blog.publish' },
    { type: 'blog.unpublish' },
    { type: 'blog.cancel' },
    { type: 'xstate.done.actor.save', output: row({ version: 1 }) },
    {
      type: 'xstate.error.actor.save',
      error: new ApiFailure(409, 'conflict', 'Stale.', row({ version: 4 })),
    },
    { type: 'xstate.error.actor.save', error: new ApiFailure(400, 'slug_taken', BLOG_MESSAGES.slugTaken) },
    {
      type: 'xstate.error.actor.save',
      error: new ApiFailure(400, 'bad_request', 'A value is out of range.'),
    },
    { type: 'blog.keepMine' },
    { type: 'blog.takeTheirs' },
    { type: 'blog.delete', id: 1 },
    { type: 'blog.confirmDelete' },
    { type: 'xstate.done.actor.remove' },
    {
      type: 'xstate.error.actor.remove',
      error: new ApiFailure(409, 'conflict', 'Stale.', row({ version: 4 })),
    },
  ],
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.posts?.length ?? null, s.context.editor?.id, s.context.editor?.draft]),
} satisfies MachineGraph;
