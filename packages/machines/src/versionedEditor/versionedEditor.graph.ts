import { type AnyMachineSnapshot, assign, fromPromise, setup } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { confirmedDeleteStates, conflictOf, messageOf, versionedEditorStates } from './versionedEditor';

/** The smallest resource: a list of notes, one open in the editor. */
export interface Note {
  id: number;
  version: number;
  text: string;
}
interface NotesContext {
  notes: Note[];
  error: string | null;
  editor: Note | null;
  conflict: Note | null;
  deleting: Note | null;
  notice: string | null;
}
type NotesEvent =
  | { type: 'notes.retry' }
  | { type: 'notes.edit'; id: number }
  | { type: 'notes.change'; text: string }
  | { type: 'notes.save' }
  | { type: 'notes.cancel' }
  | { type: 'notes.keepMine' }
  | { type: 'notes.takeTheirs' }
  | { type: 'notes.delete'; id: number }
  | { type: 'notes.confirmDelete' };

const replace = (notes: Note[], note: Note) => notes.map((n) => (n.id === note.id ? note : n));
/** The notes' actors are scripted by the test (no transport here). */
const unset = () => Promise.reject(new Error('Not provided.'));

const notesSetup = setup({
  types: { context: {} as NotesContext, events: {} as NotesEvent },
  actors: {
    load: fromPromise<Note[]>(unset),
    save: fromPromise<Note, Note | null>(unset),
    remove: fromPromise<void, Note | null>(unset),
  },
});

/**
 * The versioned editor's lifecycle on its own, as every resource machine spreads it: a reference
 * machine over a list of notes (no transport), walked by xstate/graph in the factory's test.
 */
export const notesEditorMachine = notesSetup.createMachine({
  id: 'notesEditor',
  context: { notes: [], error: null, editor: null, conflict: null, deleting: null, notice: null },
  initial: 'loading',
  states: {
    ...versionedEditorStates(notesSetup, {
      events: {
        retry: 'notes.retry',
        keepMine: 'notes.keepMine',
        takeTheirs: 'notes.takeTheirs',
        cancel: 'notes.cancel',
      },
      load: {
        done: { target: 'ready', update: (_, notes: Note[]) => ({ notes, error: null }) },
        failed: 'The notes could not be loaded.',
      },
      save: {
        src: 'save',
        input: (context) => context.editor,
        done: [
          { target: 'ready', update: (c, saved: Note) => ({ notes: replace(c.notes, saved), editor: null }) },
        ],
        conflict: (_, current: Note) => ({ conflict: current }),
        refused: [
          {
            target: 'editing',
            update: (_, error) => ({ notice: messageOf(error, 'The note was not saved.') }),
          },
        ],
      },
      conflict: {
        keepMine: (c) => ({
          editor: c.editor && { ...c.editor, version: (c.conflict as Note).version },
          conflict: null,
        }),
        takeTheirs: {
          target: 'ready',
          update: (c) => ({ notes: replace(c.notes, c.conflict as Note), editor: null, conflict: null }),
        },
        cancel: { target: 'editing', update: () => ({ conflict: null }) },
      },
    }),
    ...confirmedDeleteStates(notesSetup, {
      events: { confirmDelete: 'notes.confirmDelete', cancel: 'notes.cancel' },
      src: 'remove',
      input: (context) => context.deleting,
      cancel: [
        { when: (c) => c.editor !== null, target: 'editing', update: () => ({ deleting: null }) },
        { target: 'ready', update: () => ({ deleting: null }) },
      ],
      done: [
        {
          target: 'ready',
          update: (c) => ({
            notes: c.notes.filter((n) => n.id !== c.deleting?.id),
            editor: null,
            deleting: null,
          }),
        },
      ],
      refused: [
        {
          when: (_, error) => conflictOf<Note>(error) !== null,
          target: 'ready',
          update: (c, error) => ({
            notes: replace(c.notes, conflictOf<Note>(error) as Note),
            deleting: null,
            notice: 'Someone else changed this note.',
          }),
        },
        {
          target: 'ready',
          update: (_, error) => ({ deleting: null, notice: messageOf(error, 'Not deleted.') }),
        },
      ],
    }),
    ready: {
      on: {
        'notes.edit': {
          target: 'editing',
          actions: assign({
            editor: ({ context, event }) => context.notes.find((n) => n.id === event.id) ?? null,
          }),
        },
        'notes.delete': {
          target: 'confirmingDelete',
          actions: assign({
            deleting: ({ context, event }) => context.notes.find((n) => n.id === event.id) ?? null,
          }),
        },
      },
    },
    editing: {
      on: {
        'notes.change': {
          actions: assign({
            editor: ({ context, event }) => context.editor && { ...context.editor, text: event.text },
          }),
        },
        'notes.save': 'saving',
        'notes.cancel': { target: 'ready', actions: assign({ editor: null }) },
        'notes.delete': {
          target: 'confirmingDelete',
          actions: assign({
            deleting: ({ context, event }) => context.notes.find((n) => n.id === event.id) ?? null,
          }),
        },
      },
    },
  },
});

const note: Note = { id: 1, version: 2, text: 'Order napkins' };
const theirs: Note = { ...note, version: 3, text: 'Order napkins and cups' };
const stale = new ApiFailure(409, 'conflict', 'Stale', theirs);

/** The factory's traversal: every shared state and choice, over the notes machine. */
export const versionedEditorGraph = {
  machine: notesEditorMachine,
  events: [
    { type: 'xstate.done.actor.load', output: [note] },
    { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'network', 'Offline.') },
    { type: 'notes.retry' },
    { type: 'notes.edit', id: 1 },
    { type: 'notes.change', text: 'Order cups' },
    { type: 'notes.save' },
    { type: 'notes.cancel' },
    { type: 'xstate.done.actor.save', output: { ...note, version: 3, text: 'Order cups' } },
    { type: 'xstate.error.actor.save', error: stale },
    { type: 'xstate.error.actor.save', error: new ApiFailure(400, 'bad_request', 'Too long.') },
    { type: 'notes.keepMine' },
    { type: 'notes.takeTheirs' },
    { type: 'notes.delete', id: 1 },
    { type: 'notes.confirmDelete' },
    { type: 'xstate.done.actor.remove' },
    { type: 'xstate.error.actor.remove', error: stale },
    { type: 'xstate.error.actor.remove', error: new ApiFailure(500, 'internal', 'Boom') },
  ],
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.editor?.text ?? null, s.context.editor?.version ?? null]),
} satisfies MachineGraph;
