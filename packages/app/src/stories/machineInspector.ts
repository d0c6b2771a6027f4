// The preview's half of the `Machine` panel (.storybook/machineInspector): a story hands its live
// actors to `useMachineInspector` (the QA panel does it for every QA story: `<QaPanel inspect={actor}>`),
// and each step of the machine goes over Storybook's channel as plain JSON: the machine's definition
// once, then the event, the state before and after, the context and the events the state accepts.
// Events QA sends from the panel come back here and go to the live actor, so the canvas changes.
// Nothing here runs for a story that does not call it. Every state a machine of an inspected actor's
// system enters is also noted for the QA coverage check (./qaStates).

import { machineGraphs } from '@store-ops/machines/graph';
import {
  type AttachMessage,
  acceptedEvents,
  activeNodeIds,
  type DetachMessage,
  examplePayloads,
  INSPECTOR_EVENTS,
  inspectMachine,
  LOG_LIMIT,
  type LogEntry,
  type SendMessage,
  type StepMessage,
  toJson,
} from '@store-ops/machines/inspector';
import { useEffect, useRef } from 'react';
import { addons } from 'storybook/preview-api';
import {
  type AnyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  and,
  type EventObject,
  not,
  or,
} from 'xstate';
import { recordState } from './qaStates';

type Channel = ReturnType<typeof addons.getChannel>;

interface Attached {
  actor: AnyActor;
  message: AttachMessage;
}

const attached = new Map<string, Attached>();
const listening = new WeakSet<Channel>();
let counter = 0;

function listen(channel: Channel) {
  if (listening.has(channel)) return;
  listening.add(channel);
  channel.on(INSPECTOR_EVENTS.send, ({ key, event }: SendMessage) => {
    attached.get(key)?.actor.send(event as EventObject);
  });
  channel.on(INSPECTOR_EVENTS.sync, () => {
    for (const { message } of attached.values()) channel.emit(INSPECTOR_EVENTS.attach, message);
    channel.emit(INSPECTOR_EVENTS.synced);
  });
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

/** The machine's example payloads: those its traversal sends (`<machine>.graph.ts`), at the actor's state now. */
function examplesOf(actor: AnyActor, machine: AnyStateMachine): AttachMessage['examples'] {
  const graph = machineGraphs.find((g) => g.machine.id === machine.id);
  if (!graph) return {};
  const events =
    typeof graph.events === 'function'
      ? graph.events(actor.getSnapshot() as AnyMachineSnapshot)
      : graph.events;
  return examplePayloads(events);
}

/** Notes the state of a machine actor and of the machine actors it runs, for the QA coverage check. */
function recordTree(actor: AnyActor) {
  if (!isMachine(actor.logic)) return;
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  recordState(actor.logic.id, snapshot.value);
  for (const child of Object.values(snapshot.children ?? {})) if (child) recordTree(child as AnyActor);
}

function entryOf(seq: number, snapshot: AnyMachineSnapshot, event: EventObject, from: unknown): LogEntry {
  return {
    seq,
    time: Date.now(),
    event: toJson(event) as LogEntry['event'],
    from: from === null ? null : toJson(from),
    to: toJson(snapshot.value),
    active: activeNodeIds(snapshot),
    context: toJson(snapshot.context),
    status: snapshot.status,
    accepts: snapshot.status === 'active' ? acceptedEvents(snapshot) : [],
  };
}

/**
 * Shows `actor` in the `Machine` panel until the returned function is called. A no-op for an actor
 * that does not run a state machine, or outside Storybook.
 */
export function inspectActor(actor: AnyActor, name?: string): () => void {
  const logic = actor.logic;
  if (!isMachine(logic) || !addons.hasChannel()) return () => {};
  const channel = addons.getChannel();
  listen(channel);
  const key = `${name ?? logic.id}#${++counter}`;
  let previous = actor.getSnapshot() as AnyMachineSnapshot;
  let seq = 0;
  const message: AttachMessage = {
    key,
    name: name ?? logic.id,
    machine: inspectMachine(logic, { and, or, not }),
    examples: examplesOf(actor, logic),
    entries: [entryOf(seq, previous, { type: 'xstate.init' }, null)],
  };
  attached.set(key, { actor, message });
  channel.emit(INSPECTOR_EVENTS.attach, message);
  recordTree(actor);
  const subscription = actor.system.inspect((inspection) => {
    if (inspection.type === '@xstate.snapshot') {
      // Every machine of the system counts; a stopped actor (its story unmounting) enters nothing.
      const { logic } = inspection.actorRef as AnyActor;
      const { status, value } = inspection.snapshot as AnyMachineSnapshot;
      if (isMachine(logic) && status !== 'stopped') recordState(logic.id, value);
    }
    if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
    const snapshot = inspection.snapshot as AnyMachineSnapshot;
    if (inspection.event.type === 'xstate.init') {
      // Attached before the actor started (a child's effect runs before its parent's): the started
      // snapshot replaces the constructed one.
      previous = snapshot;
      message.entries = [entryOf(0, snapshot, inspection.event, null)];
      channel.emit(INSPECTOR_EVENTS.attach, message);
      return;
    }
    const entry = entryOf(++seq, snapshot, inspection.event, previous.value);
    previous = snapshot;
    message.entries = [...message.entries, entry].slice(-LOG_LIMIT);
    channel.emit(INSPECTOR_EVENTS.step, { key, entry } satisfies StepMessage);
  });
  return () => {
    subscription.unsubscribe();
    attached.delete(key);
    channel.emit(INSPECTOR_EVENTS.detach, { key } satisfies DetachMessage);
  };
}

/** Shows these actors in the `Machine` panel while the calling component is mounted. */
export function useMachineInspector(actors: AnyActor | readonly AnyActor[] | undefined) {
  const list: readonly AnyActor[] = actors === undefined ? [] : Array.isArray(actors) ? actors : [actors];
  const latest = useRef(list);
  latest.current = list;
  const ids = list.map((actor) => actor.sessionId).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actors' session ids name the set (a new array each render).
  useEffect(() => {
    const stops = latest.current.map((actor) => inspectActor(actor));
    return () => {
      for (const stop of stops) stop();
    };
  }, [ids]);
}

// ---- play helpers (what the panel sees, asked over the channel as the panel asks) ---------------

/** Every actor the bridge shows, as the panel receives it after asking for a sync. */
export async function publishedMachines(): Promise<AttachMessage[]> {
  if (!addons.hasChannel()) return [];
  const channel = addons.getChannel();
  listen(channel);
  const got: AttachMessage[] = [];
  const listener = (message: AttachMessage) => got.push(message);
  // The bridge answers a sync with every actor, then `synced`: the end of the answer.
  const synced = new Promise<void>((resolve) => channel.once(INSPECTOR_EVENTS.synced, () => resolve()));
  channel.on(INSPECTOR_EVENTS.attach, listener);
  channel.emit(INSPECTOR_EVENTS.sync);
  await synced;
  channel.off(INSPECTOR_EVENTS.attach, listener);
  return got;
}

/** Sends an event to an attached actor as the panel's event buttons do. */
export function sendFromPanel(key: string, event: SendMessage['event']) {
  addons.getChannel().emit(INSPECTOR_EVENTS.send, { key, event } satisfies SendMessage);
}

/**
 * After each QA story: every machine it shows can go on. A live actor is at a dead end for QA when its
 * state accepts no event, invokes nothing QA can answer and has no delay to wait for: nothing in the
 * panel moves it and there is no way back. A finished actor is not.
 */
export async function expectNoDeadEnds(): Promise<void> {
  const stuck = (await publishedMachines())
    .filter(({ machine, entries }) => {
      const last = entries.at(-1);
      if (last?.status !== 'active' || last.accepts.length > 0) return false;
      const active = machine.nodes.filter((n) => last.active.includes(n.id));
      return !active.some(
        (n) => n.invokes.length > 0 || n.transitions.some((t) => t.kind === 'after' || t.kind === 'done'),
      );
    })
    .map((m) => `${m.name} in ${JSON.stringify(m.entries.at(-1)?.to)}`);
  if (stuck.length > 0)
    throw new Error(`The story ends where nothing moves its machine: ${stuck.join('; ')}`);
}
