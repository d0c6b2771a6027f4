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
  formatStateValue,
  INSPECTOR_EVENTS,
  inspectMachine,
  LOG_LIMIT,
  type LogEntry,
  type ReplayedMessage,
  type ReplayMessage,
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
  /** The events as the actor took them, by `seq` (the log's are JSON copies): what a replay sends. */
  events: Map<number, EventObject>;
  /** When each step was taken, by `seq` (`nextMark`): QA's presses go in between them. */
  marks: Map<number, number>;
}

const attached = new Map<string, Attached>();
const listening = new WeakSet<Channel>();
let counter = 0;
let marks = 0;
/** A number that orders what happened in the preview: each actor's steps and QA's presses. */
const nextMark = () => ++marks;

/** Where QA drives a story: the QA panel's buttons and switches (server answers, the story's own controls). */
const QA_BUTTONS = ['button', 'input[type="checkbox"]'].map((c) => `[aria-label="QA panel"] ${c}`).join(', ');
const labelOf = (control: Element) =>
  control.getAttribute('aria-label') ?? (control.closest('label') ?? control).textContent?.trim() ?? '';

/** Every press of a QA panel control, in order: a replay presses them again between the same steps. */
const presses: { label: string; mark: number }[] = [];
function notePresses() {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.(QA_BUTTONS);
      if (!button) return;
      presses.push({ label: labelOf(button), mark: nextMark() });
      if (presses.length > LOG_LIMIT * 4) presses.splice(0, presses.length - LOG_LIMIT * 4);
    },
    true,
  );
}

/** The QA panel's control `label` once it is there and enabled (a request arrives a moment later), at most 60 frames. */
async function qaButton(label: string): Promise<HTMLButtonElement | HTMLInputElement | null> {
  for (let frame = 0; frame < 60; frame++) {
    const button = [...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(QA_BUTTONS)].find(
      (b) => labelOf(b) === label && !b.disabled,
    );
    if (button) return button;
    await frames();
  }
  return null;
}

/** The events an actor got from inside its system (the rest came from the story, the screen or QA). */
const fromInside = new WeakSet<EventObject>();

/** A replay waiting for the remounted story to attach its actor of this name again. */
const reattached = new Map<string, (again: Attached) => void>();

/** An invoked actor's result (`xstate.done.actor.login`, `xstate.error.actor.login`). */
const isActorOutcome = (type: string) => /^xstate\.(done|error)\.actor\./.test(type);

/** Until `done()` holds (a request's answer settles a microtask or two later), at most 60 frames. */
async function settled(done: () => boolean) {
  for (let frame = 0; frame < 60 && !done(); frame++) await frames();
}

/**
 * The unmounted tree's live announcements go with it: React Aria keeps a pending button's for 7 s,
 * naming the button by an id that is gone once the story remounted.
 */
function dropOrphanAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}

/** Two frames: React has rendered what the last event changed and run its effects. */
const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** An invoked actor's generated id (`x:16`) differs from one mount to the next. */
const sameType = (a: string, b: string) => a.replace(/\bx:\d+/g, 'x:*') === b.replace(/\bx:\d+/g, 'x:*');

/**
 * Replay to entry `seq`: the story mounts afresh (new actors, a new fake server), and what moved the
 * actor is done again in the order it happened: its logged events are sent again, and the QA panel's
 * buttons QA pressed (server answers, the story's own controls) are pressed again between the same
 * steps. Each event goes once the screen has reacted to the one before, and one the story sends
 * again by itself (on mount, in an effect, a child's result) is not sent twice. Each step must reach
 * the logged state (the end state, once two sources' events came in the other order), else the
 * replay stops there and says why. Other machines of the story start afresh.
 */
async function replay({ key, seq }: ReplayMessage): Promise<Omit<ReplayedMessage, 'seq'>> {
  const source = attached.get(key);
  if (!source) return { name: key, ok: false, message: 'That machine is no longer on the screen.' };
  const { name, entries } = source.message;
  if (entries[0]?.seq !== 0)
    return { name, ok: false, message: `The log no longer holds its first entries (it keeps ${LOG_LIMIT}).` };
  const steps = entries.filter((e) => e.seq > 0 && e.seq <= seq);
  const pressed = [...presses];
  const again = new Promise<Attached | null>((resolve) => {
    reattached.set(name, resolve);
    setTimeout(() => resolve(null), 5000);
  });
  addons.getChannel().emit(INSPECTOR_EVENTS.remount);
  const fresh = await again;
  reattached.delete(name);
  if (!fresh) return { name, ok: false, message: `The story did not show ${name} again after it remounted.` };
  await frames();
  dropOrphanAnnouncements();
  const stop = (at: number, why: string) => ({
    name,
    ok: false,
    message: `Replay stopped at #${at}: ${why}.`,
  });
  let since = source.marks.get(0) ?? 0;
  // The fresh actor's steps matched to the logged ones: what comes by itself from two sources (a
  // stream and a request) may come in the other order; then only the end state must agree.
  const used = new Set<number>();
  const unmatched = (type: string) =>
    fresh.message.entries.find((e) => e.seq > 0 && !used.has(e.seq) && sameType(e.event.type, type));
  let inOrder = true;
  for (const step of steps) {
    const type = step.event.type;
    const until = source.marks.get(step.seq) ?? Number.POSITIVE_INFINITY;
    for (const press of pressed.filter((p) => p.mark > since && p.mark < until)) {
      const button = await qaButton(press.label);
      if (!button) return stop(step.seq, `QA pressed “${press.label}”, which the replay does not offer`);
      button.click();
      await settled(() => unmatched(type) !== undefined);
    }
    since = until;
    // What came from inside (an invoked actor's result once its request is answered, by QA's press
    // above or the story's own backend; a child's message) comes by itself; only if it does not is it
    // sent as it was.
    const event = source.events.get(step.seq);
    if (!unmatched(type) && (isActorOutcome(type) || (event && fromInside.has(event))))
      await settled(() => unmatched(type) !== undefined);
    if (!unmatched(type) && event) {
      fresh.actor.send(event);
      await frames();
    }
    const got = unmatched(type);
    if (!got) return stop(step.seq, `the log has ${type} → ${formatStateValue(step.to)}, the replay nothing`);
    used.add(got.seq);
    inOrder &&= got.seq === step.seq;
    if (inOrder && JSON.stringify(got.to) !== JSON.stringify(step.to))
      return stop(
        step.seq,
        `the log has ${type} → ${formatStateValue(step.to)}, the replay ${got.event.type} → ${formatStateValue(got.to)}`,
      );
  }
  const target = steps.at(-1) ?? entries[0];
  const now = fresh.message.entries.at(-1);
  const extra = fresh.message.entries.find((e) => e.seq > 0 && !used.has(e.seq));
  if (extra)
    return stop(seq, `the story went on by itself with ${extra.event.type} → ${formatStateValue(extra.to)}`);
  if (JSON.stringify(now?.to) !== JSON.stringify(target?.to))
    return stop(
      seq,
      `the log is at ${formatStateValue(target?.to ?? null)}, the replay at ${formatStateValue(now?.to ?? null)}`,
    );
  return {
    name,
    ok: true,
    message: `Replayed to #${seq}: the screen shows ${formatStateValue(target?.to ?? null)}.`,
  };
}

function listen(channel: Channel) {
  if (listening.has(channel)) return;
  listening.add(channel);
  notePresses();
  channel.on(INSPECTOR_EVENTS.send, ({ key, event }: SendMessage) => {
    attached.get(key)?.actor.send(event as EventObject);
  });
  channel.on(INSPECTOR_EVENTS.replay, (message: ReplayMessage) => {
    void replay(message).then((result) =>
      channel.emit(INSPECTOR_EVENTS.replayed, { ...result, seq: message.seq } satisfies ReplayedMessage),
    );
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
  const events = new Map<number, EventObject>();
  const marks = new Map<number, number>([[0, nextMark()]]);
  const self: Attached = { actor, message, events, marks };
  attached.set(key, self);
  channel.emit(INSPECTOR_EVENTS.attach, message);
  recordTree(actor);
  const waiting = reattached.get(message.name);
  const subscription = actor.system.inspect((inspection) => {
    if (inspection.type === '@xstate.snapshot') {
      // Every machine of the system counts; a stopped actor (its story unmounting) enters nothing.
      const { logic } = inspection.actorRef as AnyActor;
      const { status, value } = inspection.snapshot as AnyMachineSnapshot;
      if (isMachine(logic) && status !== 'stopped') recordState(logic.id, value);
    }
    // An event from inside the system (a child's result or message, a delay): a replay lets it come by itself.
    if (inspection.type === '@xstate.event' && inspection.actorRef === actor && inspection.sourceRef)
      fromInside.add(inspection.event);
    if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
    const snapshot = inspection.snapshot as AnyMachineSnapshot;
    if (inspection.event.type === 'xstate.init') {
      // Attached before the actor started (a child's effect runs before its parent's): the started
      // snapshot replaces the constructed one.
      previous = snapshot;
      message.entries = [entryOf(0, snapshot, inspection.event, null)];
      marks.set(0, nextMark());
      channel.emit(INSPECTOR_EVENTS.attach, message);
      return;
    }
    const entry = entryOf(++seq, snapshot, inspection.event, previous.value);
    previous = snapshot;
    message.entries = [...message.entries, entry].slice(-LOG_LIMIT);
    events.set(entry.seq, inspection.event);
    events.delete(entry.seq - LOG_LIMIT);
    marks.set(entry.seq, nextMark());
    marks.delete(entry.seq - LOG_LIMIT);
    channel.emit(INSPECTOR_EVENTS.step, { key, entry } satisfies StepMessage);
  });
  waiting?.(self);
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

/** Asks for a replay to entry `seq` as the panel's Replay button does; resolves with how it went. */
export function replayFromPanel(key: string, seq: number): Promise<ReplayedMessage> {
  const channel = addons.getChannel();
  listen(channel);
  const done = new Promise<ReplayedMessage>((resolve) =>
    channel.once(INSPECTOR_EVENTS.replayed, (message: ReplayedMessage) => resolve(message)),
  );
  channel.emit(INSPECTOR_EVENTS.replay, { key, seq } satisfies ReplayMessage);
  return done;
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
