import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { blogReaderBrowserDefaults } from '../adapters/blog';
import { createApiClient } from '../adapters/http';
import {
  deferred,
  fakeFetch,
  flush,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import { blogReaderGraph } from './blogReader.graph';
import { blogReaderMachine } from './blogReader.machine';

const at = '2026-11-25T08:00:00.000Z';
const item = (over: Record<string, unknown> = {}) => ({
  slug: 'spring-menu',
  title: 'Spring menu',
  published_at: at,
  excerpt: 'New dishes for spring.',
  ...over,
});
const postWire = (over: Record<string, unknown> = {}) => ({
  slug: 'spring-menu',
  title: 'Spring menu',
  published_at: at,
  body: 'New dishes for spring.\n\n## Starters',
  ...over,
});

describe('blog reader machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const input = blogReaderGraph.input;
    const { paths, unreachable, untaken } = shortestPathsReport(blogReaderMachine, blogReaderGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(blogReaderMachine, paths)).toEqual({
      loading: '',
      list: 'xstate.done.actor.load',
      post: 'xstate.done.actor.load',
      notFound: 'xstate.error.actor.load',
      failed: 'xstate.error.actor.load',
    });
    expect(await replayPaths(blogReaderMachine, paths, { input })).toBeGreaterThan(15);
  });

  function live(slug: string | null, routes: Parameters<typeof fakeFetch>[0]) {
    const f = fakeFetch(routes);
    const actor = createActor(
      blogReaderMachine.provide(blogReaderBrowserDefaults(() => createApiClient({ fetch: f }))),
      { input: { slug }, clock: new SimulatedClock() },
    ).start();
    return { actor, calls: f.calls };
  }

  it('loads the list of published posts; an empty blog is an empty list', async () => {
    const { actor, calls } = live(null, {
      'GET /api/blog/posts': () => json([item(), item({ slug: 'opening-hours', title: 'Opening hours' })]),
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.posts).toEqual([
      {
        slug: 'spring-menu',
        title: 'Spring menu',
        published_at: new Date(at),
        excerpt: 'New dishes for spring.',
      },
      {
        slug: 'opening-hours',
        title: 'Opening hours',
        published_at: new Date(at),
        excerpt: 'New dishes for spring.',
      },
    ]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/blog/posts']);

    const empty = live(null, { 'GET /api/blog/posts': () => json([]) });
    await waitFor(empty.actor, (s) => s.matches('list'));
    expect(empty.actor.getSnapshot().context.posts).toEqual([]);
  });

  it('loads one post by its slug', async () => {
    const { actor, calls } = live('spring-menu', {
      'GET /api/blog/posts/spring-menu': () => json(postWire()),
    });
    await waitFor(actor, (s) => s.matches('post'));
    expect(actor.getSnapshot().context).toEqual({
      slug: 'spring-menu',
      posts: null,
      post: {
        slug: 'spring-menu',
        title: 'Spring menu',
        published_at: new Date(at),
        body: 'New dishes for spring.\n\n## Starters',
      },
      error: null,
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/blog/posts/spring-menu']);
  });

  it('a post the server answers 404 for is notFound, not an error', async () => {
    const { actor } = live('draft-post', {
      'GET /api/blog/posts/draft-post': () =>
        json({ error: { code: 'not_found', message: 'Post not found.' } }, 404, 'Not Found'),
    });
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    expect(actor.getSnapshot().context.post).toBeNull();
  });

  it('a failed load shows the message and retries', async () => {
    let attempt = 0;
    const { actor, calls } = live(null, {
      'GET /api/blog/posts': () =>
        ++attempt === 1
          ? json({ error: { code: 'internal', message: 'The database is unavailable.' } }, 500)
          : json([item()]),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The database is unavailable.');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'blog.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.posts?.map((p) => p.slug)).toEqual(['spring-menu']);
    expect(calls).toHaveLength(2);
  });

  it('blog.open loads another page and aborts the request it supersedes; its late answer changes nothing', async () => {
    const slow = deferred<Response>();
    const { actor, calls } = live('spring-menu', {
      'GET /api/blog/posts/spring-menu': () => slow.promise,
      'GET /api/blog/posts': () => json([item({ slug: 'opening-hours' })]),
      'GET /api/blog/posts/opening-hours': () =>
        json(postWire({ slug: 'opening-hours', title: 'Opening hours' })),
    });
    expect(calls[0]?.signal?.aborted).toBe(false);
    actor.send({ type: 'blog.open', slug: null });
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(actor.getSnapshot().context.slug).toBeNull();
    await waitFor(actor, (s) => s.matches('list'));
    slow.resolve(json(postWire()));
    await flush();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.post).toBeNull();
    expect(actor.getSnapshot().context.posts?.map((p) => p.slug)).toEqual(['opening-hours']);

    actor.send({ type: 'blog.open', slug: 'opening-hours' });
    await waitFor(actor, (s) => s.matches('post'));
    expect(actor.getSnapshot().context.post?.title).toBe('Opening hours');
    expect(actor.getSnapshot().context.posts).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/blog/posts/spring-menu',
      '/api/blog/posts',
      '/api/blog/posts/opening-hours',
    ]);
  });
});
