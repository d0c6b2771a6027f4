import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import { replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { EDITOR_STATES, EDITOR_TAGS } from './versionedEditor';
import { type Note, notesEditorMachine, versionedEditorGraph } from './versionedEditor.graph';

const note: Note = { id: 1, version: 2, text: 'Order napkins' };
const theirs: Note = { ...note, version: 3, text: 'Order napkins and cups' };
const stale = new ApiFailure(409, 'conflict', 'Stale', theirs);

describe('versioned editor (the shared lifecycle, over a reference machine)', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(notesEditorMachine, versionedEditorGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(notesEditorMachine, paths)).toEqual({
      loading: '',
      loadFailed: 'xstate.error.actor.load',
      ready: 'xstate.done.actor.load',
      editing: 'xstate.done.actor.load -> notes.edit',
      saving: 'xstate.done.actor.load -> notes.edit -> notes.save',
      conflict: 'xstate.done.actor.load -> notes.edit -> notes.save -> xstate.error.actor.save',
      confirmingDelete: 'xstate.done.actor.load -> notes.delete',
      deleting: 'xstate.done.actor.load -> notes.delete -> notes.confirmDelete',
    });
    expect(await replayPaths(notesEditorMachine, paths)).toBeGreaterThan(30);
  });

  it('a save goes with the version it was made on; keep mine saves again against theirs', async () => {
    const saves: Note[] = [];
    const actor = createActor(
      notesEditorMachine.provide({
        actors: {
          load: fromPromise(async () => [note]),
          save: fromPromise<Note, Note | null>(async ({ input }) => {
            if (!input) throw new Error('No note.');
            saves.push(input);
            if (input.version === 2) throw stale;
            return { ...input, version: input.version + 1 };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'notes.edit', id: 1 });
    actor.send({ type: 'notes.change', text: 'Order cups' });
    actor.send({ type: 'notes.save' });
    expect(actor.getSnapshot().hasTag(EDITOR_TAGS.busy)).toBe(true);
    await waitFor(actor, (s) => s.matches(EDITOR_STATES.conflict));
    expect(actor.getSnapshot().context.conflict).toEqual(theirs);
    expect(actor.getSnapshot().hasTag(EDITOR_TAGS.error)).toBe(true);
    actor.send({ type: 'notes.keepMine' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves).toEqual([
      { id: 1, version: 2, text: 'Order cups' },
      { id: 1, version: 3, text: 'Order cups' },
    ]);
    expect(actor.getSnapshot().context.notes).toEqual([{ id: 1, version: 4, text: 'Order cups' }]);
  });

  it('take theirs replaces mine; a failed load says why and retries; a stale delete shows theirs', async () => {
    let loads = 0;
    const actor = createActor(
      notesEditorMachine.provide({
        actors: {
          load: fromPromise(async () => {
            loads += 1;
            if (loads === 1) throw new Error('');
            return [note];
          }),
          save: fromPromise<Note, Note | null>(() => Promise.reject(stale)),
          remove: fromPromise<void, Note | null>(() => Promise.reject(stale)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('The notes could not be loaded.');
    expect(actor.getSnapshot().hasTag(EDITOR_TAGS.error)).toBe(true);
    actor.send({ type: 'notes.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().hasTag(EDITOR_TAGS.loading)).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'notes.edit', id: 1 });
    actor.send({ type: 'notes.change', text: 'Mine' });
    actor.send({ type: 'notes.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'notes.takeTheirs' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.notes).toEqual([theirs]);
    actor.send({ type: 'notes.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'notes.confirmDelete' });
    expect(actor.getSnapshot().hasTag(EDITOR_TAGS.busy)).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.notice).toBe('Someone else changed this note.');
    expect(actor.getSnapshot().context.notes).toEqual([theirs]);
  });
});
