import type { PromptVersion } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { promptsBrowserDefaults } from '../adapters/prompts';
import { fakeFetch, flush, json, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { promptsGraph } from './prompts.graph';
import { PROMPT_NOTICES, promptsMachine } from './prompts.machine';

const at = '2026-11-25T08:00:00.000Z';
const wire = (over: Partial<Record<string, unknown>> = {}) => ({
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
  changed_at: new Date(at),
});

describe('prompts machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(promptsMachine, promptsGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(promptsMachine, paths)).toMatchObject({
      loading: '',
      loadFailed: 'xstate.error.actor.load',
      ready: 'xstate.done.actor.load',
      editing: 'xstate.done.actor.load -> prompts.new',
      'history.loading': 'xstate.done.actor.load -> prompts.history',
    });
    expect(await replayPaths(promptsMachine, paths)).toBeGreaterThan(20);
  });

  function live(routes: Parameters<typeof fakeFetch>[0]) {
    const f = fakeFetch(routes);
    const actor = createActor(
      promptsMachine.provide(promptsBrowserDefaults(() => createApiClient({ fetch: f }))),
    ).start();
    return { actor, calls: f.calls };
  }

  it('refuses an empty draft with the field messages and saves nothing; the messages follow the typing', async () => {
    const { actor, calls } = live({ 'GET /api/prompts/': () => json([wire()]) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'prompts.new' });
    actor.send({ type: 'prompts.change', draft: { title: 'Close-out' } });
    actor.send({ type: 'prompts.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.editor?.errors).toEqual({
      category: 'Enter a category.',
      body: 'Enter the prompt text.',
    });
    actor.send({ type: 'prompts.change', draft: { category: 'Shift' } });
    expect(actor.getSnapshot().context.editor?.errors).toEqual({ body: 'Enter the prompt text.' });
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('creates a prompt with POST and lists it; an update sends its version; a stale save offers theirs or mine', async () => {
    let stored = wire({ id: 7, title: 'Close-out', category: 'Shift', body: 'Closed {{store}}?', uses: 0 });
    const { actor, calls } = live({
      'GET /api/prompts/': () => json([wire()]),
      'POST /api/prompts/': () => json(stored, 201),
      'PUT /api/prompts/7': (call) => {
        const body = call.body as { version: number };
        if (body.version !== (stored.version as number))
          return json({ error: { code: 'conflict', message: 'Stale.' }, current: stored }, 409);
        stored = { ...stored, ...(call.body as object), version: (stored.version as number) + 1 };
        return json(stored);
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'prompts.new' });
    actor.send({
      type: 'prompts.change',
      draft: { title: 'Close-out', category: 'Shift', body: 'Closed {{store}}?' },
    });
    actor.send({ type: 'prompts.save' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls[1]).toMatchObject({
      method: 'POST',
      body: {
        title: 'Close-out',
        category: 'Shift',
        body: 'Closed {{store}}?',
        shared: false,
        group_id: null,
      },
    });
    expect(actor.getSnapshot().context.prompts?.map((p) => p.id)).toEqual([1, 7]);
    expect(actor.getSnapshot().context.notice).toEqual({ text: PROMPT_NOTICES.saved, tone: 'success' });

    // Someone else saves version 1 meanwhile.
    stored = { ...stored, body: 'Theirs', version: 1 };
    actor.send({ type: 'prompts.edit', id: 7 });
    actor.send({ type: 'prompts.change', draft: { body: 'Mine' } });
    actor.send({ type: 'prompts.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context.conflict?.body).toBe('Theirs');
    actor.send({ type: 'prompts.keepMine' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(
      calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { version: number }).version),
    ).toEqual([0, 1]);
    expect(actor.getSnapshot().context.prompts?.find((p) => p.id === 7)).toMatchObject({
      body: 'Mine',
      version: 2,
    });
  });

  it('deletes after the confirmation with the version; a failed save keeps the editor open with the message', async () => {
    const { actor, calls } = live({
      'GET /api/prompts/': () => json([wire()]),
      'DELETE /api/prompts/1?version=0': () => new Response(null, { status: 204 }),
      'PUT /api/prompts/1': () =>
        json({ error: { code: 'bad_request', message: 'A value is out of range.' } }, 400),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'prompts.edit', id: 1 });
    actor.send({ type: 'prompts.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.editor?.error !== null);
    expect(actor.getSnapshot().context.editor?.error).toBe('A value is out of range.');
    actor.send({ type: 'prompts.cancel' });
    actor.send({ type: 'prompts.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'prompts.confirmDelete' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.prompts).toEqual([]);
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'Prompt deleted.', tone: 'success' });
    expect(calls.at(-1)?.url).toBe('/api/prompts/1?version=0');
  });

  it('shows the history and restores an old version as the newest', async () => {
    let current = wire({ version: 1, body: 'New' });
    const { actor, calls } = live({
      'GET /api/prompts/': () => json([current]),
      'GET /api/prompts/1/versions': () =>
        json(
          [
            { ...version(1, 'New'), changed_at: at },
            { ...version(0, 'Old'), changed_at: at },
          ].sort((a, b) => b.version - a.version),
        ),
      'PUT /api/prompts/1': (call) => {
        current = { ...current, ...(call.body as object), version: 2 };
        return json(current);
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'prompts.history', id: 1 });
    await waitFor(actor, (s) => s.matches({ history: 'shown' }));
    expect(actor.getSnapshot().context.history?.versions?.map((v) => v.version)).toEqual([1, 0]);
    actor.send({ type: 'prompts.restore', version: 0 });
    await waitFor(actor, (s) => s.matches({ history: 'shown' }) && s.context.history?.prompt.version === 2);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Labor check',
      category: 'Labor',
      body: 'Old',
      shared: false,
      group_id: null,
      version: 1,
    });
    expect(actor.getSnapshot().context.notice).toEqual({
      text: 'Version 0 restored as the newest version.',
      tone: 'success',
    });
    actor.send({ type: 'prompts.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('counts a use in the background: the count goes up at once, and a failed count changes nothing else', async () => {
    const { actor, calls } = live({
      'GET /api/prompts/': () => json([wire()]),
      'POST /api/prompts/1/use': () => json({ error: { code: 'internal', message: 'Boom' } }, 500),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'prompts.used', id: 1 });
    expect(actor.getSnapshot().context.prompts?.[0]?.uses).toBe(4);
    await flush();
    await flush();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/prompts/',
      'POST /api/prompts/1/use',
    ]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
