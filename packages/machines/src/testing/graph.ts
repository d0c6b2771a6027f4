import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from '@xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

type AnyPath = StatePath<AnyMachineSnapshot, EventObject>;

/** An event the traversal sends: its type and payload. */
export type GraphEvent = { type: string; [key: string]: unknown };

/**
 * How `xstate/graph` walks a machine: the events it tries in every state (a list, or a function of the
 * snapshot), the machine's input, and how snapshots are told apart. Each machine keeps its own beside
 * it (`<machine>.graph.ts`), shared by the machine's test and the QA coverage check
 * (`@store-ops/machines/graph`), so both mean the same reachable states.
 */
export interface MachineGraph {
  machine: AnyStateMachine;
  events: readonly GraphEvent[] | ((snapshot: AnyMachineSnapshot) => readonly GraphEvent[]);
  input?: unknown;
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/**
 * Every state node id of a machine except the root, e.g. `session.signedOut.failed`. Transient states
 * (an unconditional `always` leaves them in the same step) can never be rested in, so they are left out.
 */
export function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => {
      const always = node.always ?? [];
      return !always.some((t) => !t.guard);
    })
    .map((node) => node.id);
}

/** The ids a snapshot is in (leaves and their ancestors), e.g. `session.signedOut`, `session.signedOut.idle`. */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') {
      ids.push(`${prefix}.${v}`);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        ids.push(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machine.id, value);
  return ids;
}

/** Every transition the machine defines (eventless ones aside), as `stateId --eventType#index`. */
function transitionIds(machine: AnyStateMachine): Map<unknown, string> {
  const ids = new Map<unknown, string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, defs] of node.transitions) {
      defs.forEach((def, i) => {
        ids.set(def, `${node.id} --${eventType}#${i}`);
      });
    }
  }
  return ids;
}

/**
 * The shortest path to every distinct snapshot (as `serializeState` tells them apart), and the
 * state ids none of them reaches. A state added without a way in shows up in `unreachable`.
 */
export function shortestPathsReport<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: {
    events: readonly TEvent[] | ((snapshot: AnyMachineSnapshot) => readonly TEvent[]);
    input?: unknown;
    serializeState?: (snapshot: AnyMachineSnapshot) => string;
  },
): {
  paths: AnyPath[];
  reached: Set<string>;
  unreachable: string[];
  untaken: string[];
  /** The traversal's options again, for `shortestPathsWithContext` and `replayPaths`. */
  replay: { events: readonly TEvent[]; input: unknown };
} {
  const paths = getShortestPaths(machine, {
    events: options.events as never,
    input: options.input as never,
    serializeState: (options.serializeState ??
      ((snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value))) as never,
  }) as AnyPath[];
  const reached = new Set<string>();
  for (const path of paths) for (const id of activeStateIds(machine, path.state.value)) reached.add(id);
  const unreachable = allStateIds(machine).filter((id) => !reached.has(id));
  // Every defined transition must be taken somewhere in the traversal: which ones each edge enables.
  const ids = transitionIds(machine);
  const taken = new Set<string>();
  const adjacency = getAdjacencyMap(machine, {
    events: options.events as never,
    input: options.input as never,
    serializeState: (options.serializeState ??
      ((snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value))) as never,
  });
  for (const vertex of Object.values(adjacency)) {
    for (const { event } of Object.values(vertex.transitions) as { event: EventObject }[]) {
      for (const def of machine.getTransitionData(vertex.state as never, event as never)) {
        const id = ids.get(def);
        if (id) taken.add(id);
      }
    }
  }
  const untaken = [...ids.values()].filter((id) => !taken.has(id));
  const events = typeof options.events === 'function' ? [] : options.events;
  return { paths, reached, unreachable, untaken, replay: { events, input: options.input } };
}

/** A path's event types, e.g. `session.login -> xstate.done.actor.0.session.signingIn`. */
export function describePath(path: AnyPath): string {
  return path.steps
    .map((step) => step.event.type)
    .filter((type) => type !== 'xstate.init')
    .join(' -> ');
}

/** The shortest way into each leaf state id: `{ 'signedIn': 'xstate.done.actor.checkSession', ... }`. */
export function shortestPathByState(machine: AnyStateMachine, paths: AnyPath[]): Record<string, string> {
  const byState: Record<string, string> = {};
  const sorted = [...paths].sort((a, b) => a.steps.length - b.steps.length);
  for (const path of sorted) {
    const ids = activeStateIds(machine, path.state.value);
    for (const id of ids) {
      const key = id.slice(machine.id.length + 1);
      if (!(key in byState)) byState[key] = describePath(path);
    }
  }
  return Object.fromEntries(Object.entries(byState).sort(([a], [b]) => a.localeCompare(b)));
}

/** Shortest paths where snapshots differ by value and context (for replays that compare context too). */
export function shortestPathsWithContext<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: { events: readonly TEvent[]; input?: unknown },
): AnyPath[] {
  return getShortestPaths(machine, {
    events: options.events as never,
    input: options.input as never,
    serializeState: ((snapshot: AnyMachineSnapshot) =>
      JSON.stringify([snapshot.value, snapshot.context])) as never,
    limit: 20_000,
  }) as AnyPath[];
}
