import type { StatePath } from '@xstate/graph';
import { expect } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { deferred, flush } from './fakes';

type AnyPath = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * Replays graph-generated paths on a live actor: every actor of the machine becomes a scripted fake
 * that settles when the path says `xstate.done.actor.ID` / `xstate.error.actor.ID`, delays run on a
 * SimulatedClock (`xstate.after.DELAY...`), user events are sent as they are. After each step the live
 * snapshot must be in the state the graph predicted. Returns how many steps were replayed.
 */
export async function replayPaths(
  machine: AnyStateMachine,
  paths: readonly AnyPath[],
  options: { input?: unknown; actions?: Record<string, () => void>; compareContext?: boolean } = {},
): Promise<number> {
  let steps = 0;
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  for (const path of paths) {
    const clock = new SimulatedClock();
    const pending = new Map<string, ReturnType<typeof deferred<unknown>>>();
    const actors = Object.fromEntries(
      Object.keys(machine.implementations.actors ?? {}).map((name) => [
        name,
        fromPromise(({ self }) => {
          const d = deferred<unknown>();
          pending.set(self.id, d);
          return d.promise;
        }),
      ]),
    );
    const live = createActor(machine.provide({ actors, actions: options.actions ?? {} } as never), {
      input: options.input,
      clock,
    } as never);
    live.start();
    for (const step of path.steps) {
      const { event } = step;
      const type = event.type;
      if (type === 'xstate.init') {
        // the initial snapshot
      } else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
        const done = type.startsWith('xstate.done.actor.');
        const id = type.slice(done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
        const d = pending.get(id);
        if (!d) throw new Error(`replay: no running actor "${id}" for ${type}`);
        pending.delete(id);
        if (done) d.resolve((event as { output?: unknown }).output);
        else d.reject((event as { error?: unknown }).error);
        await flush();
      } else if (type.startsWith('xstate.after.')) {
        const name = type.slice('xstate.after.'.length).split('.')[0] as string;
        const ms = typeof delays[name] === 'number' ? (delays[name] as number) : Number(name);
        clock.increment(ms);
      } else {
        live.send(event);
      }
      const snapshot = live.getSnapshot() as AnyMachineSnapshot;
      expect(snapshot.value, `after ${type}`).toEqual(step.state.value);
      if (options.compareContext) {
        expect(JSON.parse(JSON.stringify(snapshot.context)), `context after ${type}`).toEqual(
          JSON.parse(JSON.stringify(step.state.context)),
        );
      }
      steps++;
    }
    live.stop();
  }
  return steps;
}
