import type { BlogListItem, BlogPost } from '@store-ops/domain';
import { assertEvent, assign, setup } from 'xstate';
import { ApiFailure } from '../adapters/api';
import { blogReaderBrowserDefaults } from '../adapters/blog';
import type { BlogReaderLoaded } from '../adapters/blogPage';

/** Which page: a post's slug, or null for the list of posts. */
export interface BlogReaderInput {
  slug: string | null;
}

export interface BlogReaderContext {
  /** The page being shown or loaded (null: the list). */
  slug: string | null;
  posts: BlogListItem[] | null;
  post: BlogPost | null;
  /** Why the last load failed (the API's message). */
  error: string | null;
}

export type BlogReaderEvent = { type: 'blog.retry' } | { type: 'blog.open'; slug: string | null };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The public blog: the list of published posts (newest first) or one post by its slug.
 * A post the server does not show (a draft, an unknown address: 404) is `notFound`; any other
 * failure is `failed` with the API's message and a retry. `blog.open` loads another page (the
 * router changed it) and aborts the load it supersedes.
 */
export const blogReaderMachine = setup({
  types: {
    context: {} as BlogReaderContext,
    events: {} as BlogReaderEvent,
    input: {} as BlogReaderInput,
  },
  actors: blogReaderBrowserDefaults().actors,
  guards: {
    isList: ({ event }) => (event as { output?: BlogReaderLoaded }).output?.kind === 'list',
    isNotFound: ({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return context.slug !== null && error instanceof ApiFailure && error.status === 404;
    },
  },
}).createMachine({
  id: 'blogReader',
  context: ({ input }) => ({ slug: input.slug, posts: null, post: null, error: null }),
  initial: 'loading',
  on: {
    // Another page: the running load (if any) is stopped, which aborts its request.
    'blog.open': {
      target: '.loading',
      actions: assign(({ event }) => {
        assertEvent(event, 'blog.open');
        return { slug: event.slug, error: null };
      }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        id: 'load',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: 'isList',
            target: 'list',
            actions: assign(({ event }) => ({
              posts: (event.output as Extract<BlogReaderLoaded, { kind: 'list' }>).posts,
              post: null,
              error: null,
            })),
          },
          {
            target: 'post',
            actions: assign(({ event }) => ({
              post: (event.output as Extract<BlogReaderLoaded, { kind: 'post' }>).post,
              posts: null,
              error: null,
            })),
          },
        ],
        onError: [
          {
            guard: 'isNotFound',
            target: 'notFound',
            actions: assign({ post: null, posts: null, error: null }),
          },
          {
            target: 'failed',
            actions: assign(({ context, event }) => ({
              post: null,
              posts: null,
              error: messageOf(
                event.error,
                context.slug === null ? 'Failed to load the posts.' : 'Failed to load the post.',
              ),
            })),
          },
        ],
      },
    },
    list: {},
    post: {},
    notFound: {},
    failed: {
      tags: ['error'],
      on: { 'blog.retry': 'loading' },
    },
  },
});
