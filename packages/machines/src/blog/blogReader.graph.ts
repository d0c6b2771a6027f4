import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { blogReaderMachine } from './blogReader.machine';

const at = new Date('2026-11-25T08:00:00.000Z');

/** The blog reader machine's traversal (its test and the QA coverage check): opened on one post. */
export const blogReaderGraph = {
  machine: blogReaderMachine,
  input: { slug: 'spring-menu' },
  events: [
    {
      type: 'xstate.done.actor.load',
      output: {
        kind: 'list',
        posts: [
          { slug: 'spring-menu', title: 'Spring menu', published_at: at, excerpt: 'New dishes for spring.' },
        ],
      },
    },
    {
      type: 'xstate.done.actor.load',
      output: {
        kind: 'post',
        post: {
          slug: 'spring-menu',
          title: 'Spring menu',
          published_at: at,
          body: 'New dishes for spring.\n\n## Starters',
        },
      },
    },
    { type: 'xstate.error.actor.load', error: new ApiFailure(404, 'not_found', 'Post not found.') },
    { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'network', 'Offline.') },
    { type: 'blog.retry' },
    { type: 'blog.open', slug: null },
    { type: 'blog.open', slug: 'spring-menu' },
  ],
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.slug]),
} satisfies MachineGraph;
