// The machine inspector's view of a machine: its state nodes and transitions read from the machine's
// own definition (`machine.root`), as plain JSON that can cross Storybook's channel. Type imports
// only: the Storybook manager bundles this module and must not pull in xstate.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

export type TransitionKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface InspectedTransition {
  /** `event` (sent from outside), `after` (delayed), `always` (eventless), `done`/`error` (an invoked actor or a child's final state). */
  kind: TransitionKind;
  /** The event type as the machine sees it, e.g. `csv.load`, `xstate.after.1000.session.checking`. */
  eventType: string;
  /** What the chart writes on the edge: `csv.load`, `after 1000 ms`, `after retry1s`, `done: login`, `always`. */
  label: string;
  /** Target state node ids; empty for a targetless transition (actions only). */
  targets: string[];
  /** The guard's name (`isValid`, `not(isValid)`, `and(a, b)`, `in(#id)`), or null. */
  guard: string | null;
}

export interface InspectedStateNode {
  id: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The initial child's id (compound states). */
  initial: string | null;
  children: string[];
  tags: string[];
  /** The `src` of every actor this state invokes. */
  invokes: string[];
  transitions: InspectedTransition[];
}

export interface InspectedMachine {
  id: string;
  /** Every state node, the root first, in document order. */
  nodes: InspectedStateNode[];
}

type GuardLike = unknown;

/**
 * xstate's guard combinators (`and`, `or`, `not`), which the caller passes in (this module imports no
 * xstate at run time): a built bundle renames their functions (`t(a, b)`), not the check each carries.
 */
export interface GuardCombinators {
  and: (guards: never[]) => unknown;
  or: (guards: never[]) => unknown;
  not: (guard: never) => unknown;
}

/** Each combinator's check function -> its name. */
export function combinatorNames(c: GuardCombinators): ReadonlyMap<unknown, string> {
  const checkOf = (g: unknown) => (g as { check?: unknown }).check;
  return new Map([
    [checkOf(c.and([])), 'and'],
    [checkOf(c.or([])), 'or'],
    [checkOf(c.not('' as never)), 'not'],
  ]);
}

/** A guard's readable name: `isValid`, `not(isValid)`, `and(a, b)`, `in(#session.signedIn)`, `inline`. */
export function guardName(guard: GuardLike, combinators?: ReadonlyMap<unknown, string>): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: GuardLike[]; stateValue?: unknown; check?: unknown };
    if (Array.isArray(fn.guards))
      return `${combinators?.get(fn.check) ?? fn.name}(${fn.guards.map((g) => guardName(g, combinators) ?? '?').join(', ')})`;
    if (fn.stateValue !== undefined) {
      return `in(${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)})`;
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'inline';
}

/** `after 1000 ms`; a named delay with its milliseconds where the machine gives a number (`after retry (1000 ms)`). */
function delayLabel(delay: unknown, delays: Record<string, unknown>): string {
  if (typeof delay === 'number') return `after ${delay} ms`;
  if (typeof delay === 'string') {
    const ms = delays[delay];
    return typeof ms === 'number' ? `after ${delay} (${ms} ms)` : `after ${delay} (computed)`;
  }
  return 'after (computed)';
}

function kindAndLabel(node: AnyStateNode, eventType: string): { kind: TransitionKind; label: string } {
  if (eventType.startsWith('xstate.after.')) {
    const after = node.after.find((t) => t.eventType === eventType);
    const delays = (node.machine.implementations.delays ?? {}) as Record<string, unknown>;
    return { kind: 'after', label: delayLabel(after?.delay, delays) };
  }
  for (const kind of ['done', 'error'] as const) {
    const prefix = `xstate.${kind}.actor.`;
    if (eventType.startsWith(prefix)) {
      // Named after the invoked actor's `src` (its id is generated, `0.door.locking`, unless given).
      const id = eventType.slice(prefix.length);
      const invoke = node.invoke.find((i) => i.id === id);
      const generated = invoke && /^\d+\./.test(invoke.id) && typeof invoke.src === 'string';
      return { kind, label: `${kind}: ${generated ? invoke.src : (invoke?.id ?? id)}` };
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done', label: 'done' };
  return { kind: 'event', label: eventType };
}

function describeNode(node: AnyStateNode, combinators?: ReadonlyMap<unknown, string>): InspectedStateNode {
  const transitions: InspectedTransition[] = [];
  for (const [eventType, list] of node.transitions) {
    const { kind, label } = kindAndLabel(node, eventType);
    for (const t of list) {
      transitions.push({
        kind,
        eventType,
        label,
        targets: (t.target ?? []).map((target) => target.id),
        guard: guardName(t.guard, combinators),
      });
    }
  }
  for (const t of node.always ?? []) {
    transitions.push({
      kind: 'always',
      eventType: '',
      label: 'always',
      targets: (t.target ?? []).map((target) => target.id),
      guard: guardName(t.guard, combinators),
    });
  }
  const children = Object.values(node.states) as AnyStateNode[];
  const initialTarget = node.type === 'compound' ? node.initial?.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    parent: node.parent?.id ?? null,
    type: node.type,
    initial: initialTarget?.id ?? null,
    children: children.map((child) => child.id),
    tags: [...node.tags],
    invokes: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    transitions,
  };
}

/**
 * Every state node of `machine` with its transitions, as JSON. With xstate's combinators, a guard
 * made of them keeps their names in a built bundle.
 */
export function inspectMachine(machine: AnyStateMachine, combinators?: GuardCombinators): InspectedMachine {
  const nodes: InspectedStateNode[] = [];
  const names = combinators && combinatorNames(combinators);
  const walk = (node: AnyStateNode) => {
    nodes.push(describeNode(node, names));
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return { id: machine.id, nodes };
}

export interface AcceptedEvent {
  type: string;
  /** `snapshot.can({ type })` without a payload: false when a guard refuses, null when a guard threw. */
  can: boolean | null;
}

/**
 * The events the snapshot's active state nodes (and their ancestors) have transitions for: the
 * state nodes' `ownEvents`, without xstate's own (`xstate.*`: delays, done, error) and wildcards.
 */
export function acceptedEvents(snapshot: AnyMachineSnapshot): AcceptedEvent[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes) {
    for (const type of node.ownEvents) {
      if (!type.startsWith('xstate.') && !type.includes('*')) types.add(type);
    }
  }
  return [...types].sort().map((type) => {
    let can: boolean | null;
    try {
      can = snapshot.can({ type } as EventObject);
    } catch {
      can = null;
    }
    return { type, can };
  });
}

/** The ids of the snapshot's active state nodes, ancestors included, root first. */
export function activeNodeIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.map((node) => node.id);
}
