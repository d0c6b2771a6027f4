// The manager's copy of every actor the preview shows (attached by the bridge in
// packages/app/src/stories/machineInspector.ts). It listens from the moment the addon registers, so a
// panel opened later still has the whole log.
import {
  type AttachMessage,
  type Chart,
  type DetachMessage,
  emptyLog,
  INSPECTOR_EVENTS,
  type InspectedMachine,
  type LogAction,
  type LogState,
  logReducer,
  machineToChart,
  type ReplayedMessage,
  type ReplayMessage,
  type SendMessage,
  type StepMessage,
} from '@store-ops/machines/inspector';
import { STORY_PREPARED } from 'storybook/internal/core-events';

export interface InspectedActor {
  key: string;
  name: string;
  machine: InspectedMachine;
  /** An example payload by event type: the payload editor's text before the log has one. */
  examples: AttachMessage['examples'];
  chart: Chart;
  log: LogState;
}

interface ChannelLike {
  on(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

export interface InspectorStore {
  subscribe(listener: () => void): () => void;
  actors(): readonly InspectedActor[];
  dispatch(key: string, action: LogAction): void;
  send(key: string, event: SendMessage['event']): void;
  /** Asks the preview to attach its live actors again. */
  sync(): void;
  /** Asks the preview to replay the story to entry `seq` of this actor's log. */
  replay(key: string, seq: number): void;
  /** The last replay: under way (`ok` undefined) or how it went. */
  replayStatus(): ReplayStatus | null;
}

export type ReplayStatus = Omit<ReplayedMessage, 'ok'> & { ok?: boolean };

export function createInspectorStore(channel: ChannelLike): InspectorStore {
  let actors: readonly InspectedActor[] = [];
  let replayStatus: ReplayStatus | null = null;
  const listeners = new Set<() => void>();
  const set = (next: readonly InspectedActor[]) => {
    actors = next;
    for (const listener of listeners) listener();
  };
  const setReplay = (next: ReplayStatus | null) => {
    replayStatus = next;
    set([...actors]);
  };
  const update = (key: string, action: LogAction) =>
    set(actors.map((a) => (a.key === key ? { ...a, log: logReducer(a.log, action) } : a)));

  channel.on(INSPECTOR_EVENTS.attach, ({ key, name, machine, entries, examples }: AttachMessage) => {
    const existing = actors.find((a) => a.key === key);
    const actor: InspectedActor = {
      key,
      name,
      machine,
      examples,
      chart: existing?.chart ?? machineToChart(machine),
      log: logReducer(emptyLog, { type: 'reset', entries }),
    };
    set(existing ? actors.map((a) => (a.key === key ? actor : a)) : [...actors, actor]);
  });
  channel.on(INSPECTOR_EVENTS.step, ({ key, entry }: StepMessage) => update(key, { type: 'append', entry }));
  channel.on(INSPECTOR_EVENTS.detach, ({ key }: DetachMessage) => set(actors.filter((a) => a.key !== key)));
  channel.on(INSPECTOR_EVENTS.replayed, (message: ReplayedMessage) => setReplay(message));
  // A new story (or the same one again): its actors attach after this.
  channel.on(STORY_PREPARED, () => {
    replayStatus = null;
    set([]);
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actors: () => actors,
    dispatch: update,
    send(key, event) {
      // Back to the present: the step the event causes is what QA wants to see.
      update(key, { type: 'live' });
      channel.emit(INSPECTOR_EVENTS.send, { key, event } satisfies SendMessage);
    },
    sync: () => channel.emit(INSPECTOR_EVENTS.sync),
    replay(key, seq) {
      const name = actors.find((a) => a.key === key)?.name ?? key;
      setReplay({ name, seq, message: `Replaying to #${seq}…` });
      channel.emit(INSPECTOR_EVENTS.replay, { key, seq } satisfies ReplayMessage);
    },
    replayStatus: () => replayStatus,
  };
}
