import { assign, type EventObject, type MachineContext } from 'xstate';
import { ApiFailure } from '../adapters/api';

/**
 * The states every versioned editor shares, by one name each: the list loads (`loading`, tag
 * `loading`) or fails (`loadFailed`, tag `error`, retry); a save goes against the version it was made
 * on (`saving`, tag `busy`); a 409 stops on `conflict` (keep mine: saved again against theirs; take
 * theirs: theirs replaces mine; cancel: back to mine, nothing saved); a delete waits for its
 * confirmation (`confirmingDelete`) and is sent with the row's version (`deleting`, tag `busy`).
 */
export const EDITOR_STATES = {
  loading: 'loading',
  loadFailed: 'loadFailed',
  saving: 'saving',
  conflict: 'conflict',
  confirmingDelete: 'confirmingDelete',
  deleting: 'deleting',
} as const;

/** Tags of the shared states: waiting for the list, a failure shown, a save or delete under way. */
export const EDITOR_TAGS = { loading: 'loading', error: 'error', busy: 'busy' } as const;

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The server's current row of a refused save or delete (409 with the row), else null. */
export function conflictOf<T>(error: unknown): T | null {
  return error instanceof ApiFailure && error.status === 409 && error.current !== undefined
    ? (error.current as T)
    : null;
}

const errorOf = (event: EventObject) => (event as { error?: unknown }).error;
const outputOf = (event: EventObject) => (event as { output?: unknown }).output;

/** A transition the resource adds: where it goes, when (a predicate of the context), what it changes. */
export interface EditorBranch<C, A = undefined> {
  when?: (context: C, arg: A) => boolean;
  target: string;
  update?: (context: C, arg: A) => Partial<C>;
}

/** What the factory needs of a machine's `setup(...)`: its context, and the state config it accepts. */
interface MachineSetup {
  createAction: (action: never) => unknown;
  createStateConfig: (config: never) => unknown;
}
type ContextOf<S extends MachineSetup> = S['createAction'] extends (action: infer A) => unknown
  ? A extends (...args: infer P) => unknown
    ? P[0] extends { context: infer C }
      ? C
      : never
    : never
  : never;
type StateConfigOf<S extends MachineSetup> = Parameters<S['createStateConfig']>[0];

/** The resource's part of its versioned editor: its event names, its actors' inputs, its outcomes. */
export interface VersionedEditorConfig<C, L, R, O> {
  /** The resource's event type of each shared choice (`blog.keepMine`). */
  events: {
    retry: string;
    keepMine: string;
    takeTheirs: string;
    /** Leaves the conflict (absent: the conflict has no way back). */
    cancel?: string;
  };
  load: {
    /** The `load` actor's input. */
    input?: (context: C) => unknown;
    /** The list as loaded. */
    done: EditorBranch<C, L>;
    /** Why the list failed, when the error has no message (kept as the context's `error`). */
    failed: string;
  };
  save: {
    /** The actor saving (its `src` and `id`). */
    src: string;
    input: (context: C) => unknown;
    /** The save went through (first match). */
    done: EditorBranch<C, O>[];
    /** The server's row on a 409, kept for the conflict. */
    conflict: (context: C, current: R) => Partial<C>;
    /** Any other refusal (first match). */
    refused: EditorBranch<C, unknown>[];
  };
  conflict: {
    /** Mine, to be saved again over the server's current row (its version). */
    keepMine: (context: C) => Partial<C>;
    takeTheirs: EditorBranch<C>;
    /** Back to my changes, nothing saved (with `events.cancel`). */
    cancel?: EditorBranch<C>;
  };
}

/** A delete after a confirmation, sent with the row's version. */
export interface ConfirmedDeleteConfig<C, O> {
  events: { confirmDelete: string; cancel: string };
  /** The actor deleting (its `src` and `id`). */
  src: string;
  input: (context: C) => unknown;
  /** The confirmation is cancelled (first match). */
  cancel: EditorBranch<C>[];
  done: EditorBranch<C, O>[];
  refused: EditorBranch<C, unknown>[];
}

type Transition = { target: string; guard?: unknown; actions?: unknown };
type Assigned<C> = { context: C; event: EventObject };

function branch<C, A>(b: EditorBranch<C, A>, arg: (event: EventObject) => A): Transition {
  const t: Transition = { target: b.target };
  const { when, update } = b;
  if (when) t.guard = ({ context, event }: Assigned<C>) => when(context, arg(event));
  if (update)
    t.actions = assign(({ context, event }: Assigned<MachineContext>) => update(context as C, arg(event)));
  return t;
}
const branches = <C, A>(list: EditorBranch<C, A>[], arg: (event: EventObject) => A) =>
  list.map((b) => branch(b, arg));
const noArg = () => undefined;

/**
 * The shared states of a versioned editor, to spread into a resource machine's `states`: `loading`,
 * `loadFailed`, `saving` and `conflict`. The resource keeps its own states (`ready`, `editing`...),
 * says where each outcome goes, and may add to a shared state by spreading it (`{ ...s.loading, on }`).
 */
export function versionedEditorStates<S extends MachineSetup, L = unknown, R = unknown, O = unknown>(
  _machine: S,
  config: VersionedEditorConfig<ContextOf<S>, L, R, O>,
) {
  type C = ContextOf<S>;
  const { events, load, save } = config;
  const states = {
    loading: {
      tags: [EDITOR_TAGS.loading],
      invoke: {
        src: 'load',
        id: 'load',
        ...(load.input ? { input: ({ context }: Assigned<C>) => load.input?.(context) } : {}),
        onDone: branch(load.done, (event) => outputOf(event) as L),
        onError: {
          target: EDITOR_STATES.loadFailed,
          actions: assign({ error: ({ event }) => messageOf(errorOf(event), load.failed) }),
        },
      },
    },
    loadFailed: {
      tags: [EDITOR_TAGS.error],
      on: { [events.retry]: { target: EDITOR_STATES.loading, actions: assign({ error: null }) } },
    },
    saving: {
      tags: [EDITOR_TAGS.busy],
      invoke: {
        src: save.src,
        id: save.src,
        input: ({ context }: Assigned<C>) => save.input(context),
        onDone: branches(save.done, (event) => outputOf(event) as O),
        onError: [
          {
            guard: ({ event }: Assigned<C>) => conflictOf(errorOf(event)) !== null,
            target: EDITOR_STATES.conflict,
            actions: assign(({ context, event }: Assigned<MachineContext>) =>
              save.conflict(context as C, conflictOf(errorOf(event)) as R),
            ),
          },
          ...branches(save.refused, errorOf),
        ],
      },
    },
    conflict: {
      tags: [EDITOR_TAGS.error],
      on: {
        // Mine is saved again, against the version the server has now.
        [events.keepMine]: {
          target: EDITOR_STATES.saving,
          actions: assign(({ context }: Assigned<MachineContext>) => config.conflict.keepMine(context as C)),
        },
        [events.takeTheirs]: branch(config.conflict.takeTheirs, noArg),
        ...(events.cancel && config.conflict.cancel
          ? { [events.cancel]: branch(config.conflict.cancel, noArg) }
          : {}),
      },
    },
  };
  return states as unknown as Record<keyof typeof states, StateConfigOf<S>>;
}

/** `confirmingDelete` (confirm or cancel) and `deleting` (tag `busy`), to spread beside the others. */
export function confirmedDeleteStates<S extends MachineSetup, O = unknown>(
  _machine: S,
  config: ConfirmedDeleteConfig<ContextOf<S>, O>,
) {
  type C = ContextOf<S>;
  const states = {
    confirmingDelete: {
      on: {
        [config.events.confirmDelete]: EDITOR_STATES.deleting,
        [config.events.cancel]: branches(config.cancel, noArg),
      },
    },
    deleting: {
      tags: [EDITOR_TAGS.busy],
      invoke: {
        src: config.src,
        id: config.src,
        input: ({ context }: Assigned<C>) => config.input(context),
        onDone: branches(config.done, (event) => outputOf(event) as O),
        onError: branches(config.refused, errorOf),
      },
    },
  };
  return states as unknown as Record<keyof typeof states, StateConfigOf<S>>;
}
