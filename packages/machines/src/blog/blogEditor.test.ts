import { BLOG_FIELD_MESSAGES, BLOG_MESSAGES, type BlogRow } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { blogEditorBrowserDefaults } from '../adapters/blog';
import { createApiClient } from '../adapters/http';
import {
  fakeFetch,
  json,
  type RecordedCall,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import { blogEditorGraph } from './blogEditor.graph';
import { BLOG_NOTICES, blogEditorDirty, blogEditorMachine } from './blogEditor.machine';

const at = '2026-11-25T08:00:00.000Z';
const later = '2026-11-26T09:30:00.000Z';
type Wire = Record<string, unknown> & { id: number; version: number; published_at: string | null };
const wire = (over: Partial<Wire> = {}): Wire => ({
  id: 1,
  slug: 'opening-hours',
  title: 'Opening hours',
  body: 'We open at 8.',
  published_at: null,
  version: 0,
  updated_at: at,
  updated_by_email: 'admin@example.com',
  ...over,
});
const row = (over: Partial<BlogRow> = {}): BlogRow => ({
  ...(wire() as unknown as BlogRow),
  updated_at: new Date(at),
  ...over,
});

describe('blog editor machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(blogEditorMachine, blogEditorGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(blogEditorMachine, paths)).toEqual({
      loading: '',
      loadFailed: 'xstate.error.actor.load',
      ready: 'xstate.done.actor.load',
      editing: 'xstate.done.actor.load -> blog.new',
      confirmingDelete: 'xstate.done.actor.load -> blog.delete',
      saving: 'xstate.done.actor.load -> blog.edit -> blog.save',
      deleting: 'xstate.done.actor.load -> blog.delete -> blog.confirmDelete',
      conflict: 'xstate.done.actor.load -> blog.edit -> blog.save -> xstate.error.actor.save',
    });
    expect(await replayPaths(blogEditorMachine, paths)).toBeGreaterThan(100);
  });

  function live(routes: Parameters<typeof fakeFetch>[0]) {
    const f = fakeFetch(routes);
    const actor = createActor(
      blogEditorMachine.provide(blogEditorBrowserDefaults(() => createApiClient({ fetch: f }))),
      { clock: new SimulatedClock() },
    ).start();
    return { actor, calls: f.calls };
  }
  const writes = (calls: RecordedCall[]) =>
    calls.filter((c) => c.method !== 'GET').map((c) => ({ call: `${c.method} ${c.url}`, body: c.body }));

  /** A server keeping one table of posts: versions checked, publication as the API does it. */
  function server(initial: Wire[]) {
    let rows = [...initial];
    let nextId = 7;
    const routes: Parameters<typeof fakeFetch>[0] = {
      'GET /api/blog/editor/posts': () => json(rows),
      'POST /api/blog/posts': (call) => {
        const body = call.body as { slug: string; title: string; body: string; published?: boolean };
        if (rows.some((r) => r.slug === body.slug))
          return json({ error: { code: 'slug_taken', message: BLOG_MESSAGES.slugTaken } }, 400);
        const created = wire({
          id: nextId++,
          slug: body.slug,
          title: body.title,
          body: body.body,
          published_at: body.published ? later : null,
          updated_at: later,
        });
        rows = [created, ...rows];
        return json(created, 201);
      },
    };
    for (const id of [1, 2, 7]) {
      routes[`PUT /api/blog/posts/${id}`] = (call) => {
        const current = rows.find((r) => r.id === id) as Wire;
        const { version, published, ...fields } = call.body as Record<string, unknown> & {
          version: number;
          published?: boolean;
        };
        if (version !== current.version)
          return json({ error: { code: 'conflict', message: 'Stale.' }, current }, 409);
        const publishedAt =
          published === undefined ? current.published_at : published ? (current.published_at ?? later) : null;
        const saved = {
          ...current,
          ...fields,
          published_at: publishedAt,
          version: version + 1,
          updated_at: later,
        };
        rows = rows.map((r) => (r.id === id ? saved : r));
        return json(saved);
      };
    }
    return {
      routes,
      set: (id: number, over: Partial<Wire>) => {
        rows = rows.map((r) => (r.id === id ? { ...r, ...over } : r));
      },
    };
  }

  it("a new post's title fills the slug until the slug is typed by hand; an existing post's slug never follows", async () => {
    const { actor } = live(server([wire()]).routes);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'blog.new' });
    expect(actor.getSnapshot().context.editor).toEqual({
      id: null,
      version: 0,
      draft: { slug: '', title: '', body: '' },
      published: false,
      errors: {},
      error: null,
      slugTouched: false,
    });
    actor.send({ type: 'blog.change', draft: { title: "Spring menu: what's new?" } });
    expect(actor.getSnapshot().context.editor?.draft).toEqual({
      slug: 'spring-menu-what-s-new',
      title: "Spring menu: what's new?",
      body: '',
    });
    actor.send({ type: 'blog.change', draft: { body: 'Asparagus.' } });
    expect(actor.getSnapshot().context.editor?.draft.slug).toBe('spring-menu-what-s-new');
    actor.send({ type: 'blog.change', draft: { slug: 'spring-2027' } });
    expect(actor.getSnapshot().context.editor?.slugTouched).toBe(true);
    actor.send({ type: 'blog.change', draft: { title: 'Spring menu' } });
    expect(actor.getSnapshot().context.editor?.draft).toEqual({
      slug: 'spring-2027',
      title: 'Spring menu',
      body: 'Asparagus.',
    });

    actor.send({ type: 'blog.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.editor).toBeNull();
    actor.send({ type: 'blog.edit', id: 1 });
    actor.send({ type: 'blog.change', draft: { title: 'Summer hours' } });
    expect(actor.getSnapshot().context.editor?.draft).toEqual({
      slug: 'opening-hours',
      title: 'Summer hours',
      body: 'We open at 8.',
    });
  });

  it('keeps unsaved changes: another post or a new one opens only once they are saved or undone', async () => {
    const menu = wire({ id: 2, slug: 'menu', title: 'Menu', body: 'Soup.' });
    const { actor, calls } = live(server([wire(), menu]).routes);
    await waitFor(actor, (s) => s.matches('ready'));
    const editor = () => actor.getSnapshot().context.editor;
    const dirty = () => blogEditorDirty(actor.getSnapshot().context);

    actor.send({ type: 'blog.edit', id: 1 });
    expect(dirty()).toBe(false);
    actor.send({ type: 'blog.edit', id: 2 });
    expect(editor()?.id).toBe(2);
    actor.send({ type: 'blog.change', draft: { body: 'Soup and bread.' } });
    expect(dirty()).toBe(true);
    actor.send({ type: 'blog.edit', id: 1 });
    actor.send({ type: 'blog.new' });
    expect(editor()).toMatchObject({
      id: 2,
      draft: { slug: 'menu', title: 'Menu', body: 'Soup and bread.' },
    });

    // Typed back to what is saved: nothing to lose.
    actor.send({ type: 'blog.change', draft: { body: 'Soup.' } });
    expect(dirty()).toBe(false);
    actor.send({ type: 'blog.new' });
    expect(editor()?.id).toBeNull();
    expect(dirty()).toBe(false);
    actor.send({ type: 'blog.change', draft: { title: 'Spring menu' } });
    expect(dirty()).toBe(true);
    actor.send({ type: 'blog.edit', id: 1 });
    expect(editor()?.draft).toEqual({ slug: 'spring-menu', title: 'Spring menu', body: '' });

    // Saved, it is clean again and another post opens.
    actor.send({ type: 'blog.change', draft: { body: 'Asparagus.' } });
    actor.send({ type: 'blog.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.editor?.id === 7);
    expect(dirty()).toBe(false);
    actor.send({ type: 'blog.edit', id: 1 });
    expect(editor()?.id).toBe(1);
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/blog/posts',
    ]);
  });

  it('an invalid draft is refused with the field messages and nothing is sent; the messages follow the typing', async () => {
    const { actor, calls } = live(server([wire()]).routes);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'blog.new' });
    actor.send({ type: 'blog.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.editor?.errors).toEqual({
      slug: 'Enter the address of the post.',
      title: 'Enter a title.',
      body: 'Write the post.',
    });
    actor.send({ type: 'blog.change', draft: { title: 'Spring menu', slug: 'Spring Menu' } });
    expect(actor.getSnapshot().context.editor?.errors).toEqual({
      slug: BLOG_FIELD_MESSAGES.slug.form,
      body: BLOG_FIELD_MESSAGES.body.empty,
    });
    actor.send({ type: 'blog.publish' });
    actor.send({ type: 'blog.unpublish' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'blog.change', draft: { slug: 'spring-menu', body: 'x'.repeat(20_001) } });
    expect(actor.getSnapshot().context.editor?.errors).toEqual({ body: 'Use at most 20000 characters.' });
    actor.send({ type: 'blog.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/blog/editor/posts']);
  });

  it('saves a new post as a draft, publishes it and takes it back to drafts; the editor stays on the saved post', async () => {
    const { actor, calls } = live(server([wire()]).routes);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'blog.new' });
    actor.send({ type: 'blog.change', draft: { title: "Spring menu: what's new?", body: 'Asparagus.' } });
    actor.send({ type: 'blog.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.posts?.map((p) => [p.id, p.version, p.published_at])).toEqual([
      [7, 0, null],
      [1, 0, null],
    ]);
    expect(actor.getSnapshot().context.editor).toEqual({
      id: 7,
      version: 0,
      draft: { slug: 'spring-menu-what-s-new', title: "Spring menu: what's new?", body: 'Asparagus.' },
      published: false,
      errors: {},
      error: null,
      slugTouched: true,
    });
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'Post saved.', tone: 'success' });

    actor.send({ type: 'blog.publish' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'Post published.', tone: 'success' });
    expect(actor.getSnapshot().context.editor).toMatchObject({ id: 7, version: 1, published: true });
    expect(actor.getSnapshot().context.posts?.[0]?.published_at).toEqual(new Date(later));

    actor.send({ type: 'blog.change', draft: { body: 'Asparagus and peas.' } });
    actor.send({ type: 'blog.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.editor).toMatchObject({ version: 2, published: true });

    actor.send({ type: 'blog.unpublish' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({
      text: 'Post moved back to drafts.',
      tone: 'success',
    });
    expect(actor.getSnapshot().context.editor).toMatchObject({ version: 3, published: false });
    expect(actor.getSnapshot().context.posts?.map((p) => [p.id, p.version, p.published_at])).toEqual([
      [7, 3, null],
      [1, 0, null],
    ]);

    const draft = { slug: 'spring-menu-what-s-new', title: "Spring menu: what's new?" };
    expect(writes(calls)).toEqual([
      { call: 'POST /api/blog/posts', body: { ...draft, body: 'Asparagus.', published: false } },
      { call: 'PUT /api/blog/posts/7', body: { ...draft, body: 'Asparagus.', published: true, version: 0 } },
      { call: 'PUT /api/blog/posts/7', body: { ...draft, body: 'Asparagus and peas.', version: 1 } },
      {
        call: 'PUT /api/blog/posts/7',
        body: { ...draft, body: 'Asparagus and peas.', published: false, version: 2 },
      },
    ]);
  });

  it('a taken address shows on the slug until the slug changes; another refusal keeps the draft with the message', async () => {
    const { routes } = server([wire()]);
    routes['PUT /api/blog/posts/1'] = () =>
      json({ error: { code: 'bad_request', message: 'A value is out of range.' } }, 400);
    const { actor, calls } = live(routes);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'blog.new' });
    actor.send({ type: 'blog.change', draft: { title: 'Opening hours', body: 'Summer.' } });
    actor.send({ type: 'blog.publish' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.editor).toEqual({
      id: null,
      version: 0,
      draft: { slug: 'opening-hours', title: 'Opening hours', body: 'Summer.' },
      published: false,
      errors: { slug: 'Another post already uses this address.' },
      error: null,
      slugTouched: false,
    });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'blog.change', draft: { body: 'Summer hours.' } });
    expect(actor.getSnapshot().context.editor?.errors).toEqual({ slug: BLOG_MESSAGES.slugTaken });
    actor.send({ type: 'blog.change', draft: { slug: 'summer-hours' } });
    expect(actor.getSnapshot().context.editor?.errors).toEqual({});
    actor.send({ type: 'blog.cancel' });

    actor.send({ type: 'blog.edit', id: 1 });
    actor.send({ type: 'blog.change', draft: { body: 'We open at 7.' } });
    actor.send({ type: 'blog.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.editor).toMatchObject({
      id: 1,
      version: 0,
      draft: { slug: 'opening-hours', title: 'Opening hours', body: 'We open at 7.' },
      errors: {},
      error: 'A value is out of range.',
    });
    expect(actor.getSnapshot().context.posts?.map((p) => p.body)).toEqual(['We open at 8.']);
    expect(writes(calls).map((w) => w.call)).toEqual(['POST /api/blog/posts', 'PUT /api/blog/posts/1']);
  });

  it('a stale save shows the conflict; keep mine saves again (the same publish) against the current version', async () => {
    const db = server([wire()]);
    const { actor, calls } = live(db.routes);
    await waitFor(actor, (s) => s.matches('ready'));
    // Someone else saves version 1 meanwhile.
    db.set(1, { body: 'Theirs.', version: 1, updated_at: later, updated_by_email: 'other@example.com' });
    actor.send({ type: 'blog.edit', id: 1 });
    actor.send({ type: 'blog.change', draft: { body: 'Mine.' } });
    actor.send({ type: 'blog.publish' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context.conflict).toEqual({
      ...row(),
      body: 'Theirs.',
      version: 1,
      updated_at: new Date(later),
      updated_by_email: 'other@example.com',
    });
    expect(actor.getSnapshot().context.editor?.draft.body).toBe('Mine.');
    actor.send({ type: 'blog.keepMine' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(writes(calls).map((w) => w.body)).toEqual([
      { slug: 'opening-hours', title: 'Opening hours', body: 'Mine.', published: true, version: 0 },
      { slug: 'opening-hours', title: 'Opening hours', body: 'Mine.', published: true, version: 1 },
    ]);
    expect(actor.getSnapshot().context.conflict).toBeNull();
    expect(actor.getSnapshot().context.editor).toMatchObject({ id: 1, version: 2, published: true });
    expect(actor.getSnapshot().context.posts?.[0]).toMatchObject({ body: 'Mine.', version: 2 });
    expect(actor.getSnapshot().context.notice).toEqual({ text: BLOG_NOTICES.published, tone: 'success' });
  });

  it("take theirs puts the server's post in the editor and the list, and sends nothing more", async () => {
    const db = server([wire()]);
    const { actor, calls } = live(db.routes);
    await waitFor(actor, (s) => s.matches('ready'));
    db.set(1, { title: 'Summer hours', body: 'Theirs.', published_at: later, version: 3 });
    actor.send({ type: 'blog.edit', id: 1 });
    actor.send({ type: 'blog.change', draft: { body: 'Mine.' } });
    actor.send({ type: 'blog.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'blog.takeTheirs' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.editor).toEqual({
      id: 1,
      version: 3,
      draft: { slug: 'opening-hours', title: 'Summer hours', body: 'Theirs.' },
      published: true,
      errors: {},
      error: null,
      slugTouched: true,
    });
    expect(actor.getSnapshot().context.posts?.map((p) => [p.title, p.version])).toEqual([
      ['Summer hours', 3],
    ]);
    expect(actor.getSnapshot().context.conflict).toBeNull();
    expect(writes(calls)).toHaveLength(1);
  });

  it('deletes after the confirmation with the version; cancel keeps the post; the editor on it closes', async () => {
    const db = server([wire(), wire({ id: 2, slug: 'spring-menu', title: 'Spring menu', version: 5 })]);
    const { actor, calls } = live({
      ...db.routes,
      'DELETE /api/blog/posts/2?version=5': () => new Response(null, { status: 204 }),
      'DELETE /api/blog/posts/1?version=0': () =>
        json(
          { error: { code: 'conflict', message: 'Stale.' }, current: wire({ version: 1, body: 'Changed.' }) },
          409,
        ),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'blog.delete', id: 2 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.deleting?.slug).toBe('spring-menu');
    actor.send({ type: 'blog.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.deleting).toBeNull();

    actor.send({ type: 'blog.edit', id: 2 });
    actor.send({ type: 'blog.delete', id: 2 });
    actor.send({ type: 'blog.confirmDelete' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.posts?.map((p) => p.id)).toEqual([1]);
    expect(actor.getSnapshot().context.editor).toBeNull();
    expect(actor.getSnapshot().context.deleting).toBeNull();
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'Post deleted.', tone: 'success' });

    // A stale delete is refused: the notice says so and the list shows the current post.
    actor.send({ type: 'blog.delete', id: 1 });
    actor.send({ type: 'blog.confirmDelete' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.notice).toEqual({ text: BLOG_NOTICES.conflict, tone: 'error' });
    expect(actor.getSnapshot().context.posts?.map((p) => [p.id, p.version, p.body])).toEqual([
      [1, 1, 'Changed.'],
    ]);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/blog/posts/2?version=5',
      '/api/blog/posts/1?version=0',
    ]);
  });

  it('a failed load shows the message; retry loads the posts', async () => {
    let attempt = 0;
    const { actor, calls } = live({
      'GET /api/blog/editor/posts': () =>
        ++attempt === 1
          ? json({ error: { code: 'forbidden', message: 'Only admins may do this.' } }, 403)
          : json([wire()]),
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Only admins may do this.');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'blog.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.posts).toEqual([row()]);
    expect(calls).toHaveLength(2);
  });
});
