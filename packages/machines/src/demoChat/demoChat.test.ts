import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { replayPaths, shortestPathByState, shortestPathsReport, shortestPathsWithContext } from '../testing';
import { demoChatGraph } from './demoChat.graph';
import { DEMO_MESSAGE_INTERVAL_MS, type DemoScriptLine, demoChatMachine } from './demoChat.machine';

const script: DemoScriptLine[] = [
  { user: 'user', msg: 'How did lunch go?' },
  { user: 'system', msg: 'Net sales were $1,240, 8% over forecast.' },
  { user: 'user', msg: 'Anyone late?' },
];

function start(loop = false) {
  const clock = new SimulatedClock();
  const actor = createActor(demoChatMachine, {
    input: { script, loop, now: () => new Date('2026-11-21T12:00:00.000Z') },
    clock,
  }).start();
  return { actor, clock, shown: () => actor.getSnapshot().context.shown.map((m) => m.msg) };
}

describe('demo chat machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(demoChatMachine, demoChatGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(demoChatMachine, paths)).toEqual({
      finished: 'xstate.after.interval.demoChat.playing',
      playing: '',
    });
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    expect(await replayPaths(demoChatMachine, paths, { input: replay.input, actions: {} })).toBeGreaterThan(
      0,
    );
    const withContext = shortestPathsWithContext(demoChatMachine, replay);
    expect(
      await replayPaths(demoChatMachine, withContext, {
        input: replay.input,
        actions: {},
        compareContext: true,
      }),
    ).toBeGreaterThan(0);
  });

  it('appends the next scripted message every 3000 ms, then finishes', () => {
    const { actor, clock, shown } = start();
    expect(DEMO_MESSAGE_INTERVAL_MS).toBe(3000);
    expect(shown()).toEqual([]);
    clock.increment(2999);
    expect(shown()).toEqual([]);
    clock.increment(1);
    expect(shown()).toEqual(['How did lunch go?']);
    clock.increment(3000);
    clock.increment(3000);
    expect(shown()).toEqual([
      'How did lunch go?',
      'Net sales were $1,240, 8% over forecast.',
      'Anyone late?',
    ]);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.shown[1]).toEqual({
      user: 'system',
      msg: 'Net sales were $1,240, 8% over forecast.',
      llm: 'demo',
      timestamp: '2026-11-21T12:00:00.000Z',
    });
    clock.increment(30_000);
    expect(shown()).toHaveLength(3);
    actor.send({ type: 'demo.restart' });
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it('loops when asked', () => {
    const { actor, clock, shown } = start(true);
    for (let i = 0; i < 3; i++) clock.increment(3000);
    expect(actor.getSnapshot().value).toBe('finished');
    clock.increment(3000);
    expect(actor.getSnapshot().value).toBe('playing');
    expect(shown()).toEqual([]);
    clock.increment(3000);
    expect(shown()).toEqual(['How did lunch go?']);
  });

  it('an empty script finishes at once', () => {
    const actor = createActor(demoChatMachine, { input: { script: [] } }).start();
    expect(actor.getSnapshot().value).toBe('finished');
  });
});
