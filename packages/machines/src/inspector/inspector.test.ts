import { describe, expect, it } from 'vitest';
import { and, createActor, fromPromise, not, or, setup } from 'xstate';
import { acceptedEvents, activeNodeIds, inspectMachine } from './definition';
import { descriptionLines } from './description';
import { fitScale, machineToChart, minimapFrame, scrollToCentre, toElkGraph, zoomStep } from './graph';
import {
  emptyLog,
  examplePayloads,
  formatPayload,
  formatStateValue,
  type LogEntry,
  type LogState,
  lastPayload,
  logReducer,
  parsePayload,
  viewedEntry,
} from './log';
import { toJson } from './serialize';

// A small machine with every shape the chart draws: nesting, a parallel state with two regions, a
// guarded event, a delayed transition, an invoked actor's done/error, an eventless transition and a
// targetless one.
const door = setup({
  types: {
    events: {} as { type: 'door.open' } | { type: 'door.lock'; code: string } | { type: 'door.ring' },
  },
  guards: { hasCode: () => true, isNight: () => false },
  actors: { checkCode: fromPromise(async () => true) },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.open': 'open',
        'door.lock': { target: 'locking', guard: and(['hasCode', not('isNight')]) },
        'door.ring': { actions: () => {} },
      },
    },
    locking: {
      invoke: { src: 'checkCode', onDone: 'locked', onError: 'closed' },
    },
    locked: { type: 'final' },
    open: {
      type: 'parallel',
      after: { 5000: 'closed' },
      states: {
        light: { initial: 'on', states: { on: { after: { 1000: 'off' } }, off: {} } },
        alarm: {
          initial: 'quiet',
          states: { quiet: { always: { target: 'ringing', guard: 'isNight' } }, ringing: { tags: ['loud'] } },
        },
      },
    },
  },
});

describe('inspectMachine + machineToChart', () => {
  it('reads every state node, nested and parallel, with its type and initial child', () => {
    const def = inspectMachine(door);
    expect(def.id).toBe('door');
    expect(def.nodes.map((n) => [n.id, n.type, n.initial, n.parent])).toEqual([
      ['door', 'compound', 'door.closed', null],
      ['door.closed', 'atomic', null, 'door'],
      ['door.locking', 'atomic', null, 'door'],
      ['door.locked', 'final', null, 'door'],
      ['door.open', 'parallel', null, 'door'],
      ['door.open.light', 'compound', 'door.open.light.on', 'door.open'],
      ['door.open.light.on', 'atomic', null, 'door.open.light'],
      ['door.open.light.off', 'atomic', null, 'door.open.light'],
      ['door.open.alarm', 'compound', 'door.open.alarm.quiet', 'door.open'],
      ['door.open.alarm.quiet', 'atomic', null, 'door.open.alarm'],
      ['door.open.alarm.ringing', 'atomic', null, 'door.open.alarm'],
    ]);
    expect(def.nodes.find((n) => n.id === 'door.locking')?.invokes).toEqual(['checkCode']);
  });

  it('draws one edge per transition target, labelled with the event, guard, delay or done/error', () => {
    const chart = machineToChart(inspectMachine(door));
    expect(chart.edges.map((e) => [e.source, e.target, e.label, e.kind])).toEqual([
      ['door#initial', 'door.closed', '', 'initial'],
      ['door.closed', 'door.open', 'door.open', 'event'],
      ['door.closed', 'door.locking', 'door.lock [and(hasCode, not(isNight))]', 'event'],
      ['door.locking', 'door.locked', 'done: checkCode', 'done'],
      ['door.locking', 'door.closed', 'error: checkCode', 'error'],
      ['door.open', 'door.closed', 'after 5000 ms', 'after'],
      ['door.open.light#initial', 'door.open.light.on', '', 'initial'],
      ['door.open.light.on', 'door.open.light.off', 'after 1000 ms', 'after'],
      ['door.open.alarm#initial', 'door.open.alarm.quiet', '', 'initial'],
      ['door.open.alarm.quiet', 'door.open.alarm.ringing', 'always [isNight]', 'always'],
    ]);
  });

  it("keeps the combinators' names when a bundler renamed their functions, and gives a named delay's ms", () => {
    const both = and(['hasCode', not('isNight')]);
    // As a minified build leaves them: `t(hasCode, n(isNight))`.
    Object.defineProperty(both, 'name', { value: 't' });
    Object.defineProperty((both as unknown as { guards: unknown[] }).guards[1], 'name', { value: 'n' });
    const gate = setup({
      guards: { hasCode: () => true, isNight: () => false },
      delays: { retry: 1500, backoff: () => 2000 },
    }).createMachine({
      id: 'gate',
      initial: 'shut',
      states: {
        shut: { on: { 'gate.open': { target: 'waiting', guard: both } } },
        waiting: { after: { retry: 'shut', backoff: 'open' } },
        open: {},
      },
    });
    const labels = (def: ReturnType<typeof inspectMachine>) =>
      def.nodes.flatMap((n) => n.transitions.map((t) => [t.label, t.guard]));
    expect(labels(inspectMachine(gate, { and, or, not }))).toEqual([
      ['gate.open', 'and(hasCode, not(isNight))'],
      ['after retry (1500 ms)', null],
      ['after backoff (computed)', null],
    ]);
    // Without the combinators, the bundle's names are all there is.
    expect(labels(inspectMachine(gate))[0]).toEqual(['gate.open', 't(hasCode, n(isNight))']);
  });

  it('fits a chart of any width whole, never above 100%, and zooms from the scale on screen', () => {
    // A 2,000 px chart in a 600 px box: 29.6%, below the 50% the old Fit stopped at.
    expect(fitScale(2000, 608)).toBe(0.3);
    expect(fitScale(300, 608)).toBe(1);
    expect(fitScale(100_000, 608)).toBe(0.05);
    // − at Fit makes it smaller, + larger, from the fitted scale (it once stepped from 100%).
    expect(zoomStep(0.3, 0.8)).toBeCloseTo(0.24, 10);
    expect(zoomStep(0.3, 1.25)).toBeCloseTo(0.375, 10);
    expect(zoomStep(1.8, 1.25)).toBe(2);
    expect(zoomStep(0.06, 0.8)).toBe(0.05);
  });

  it('the minimap frames the part of the chart on screen, and a click there centres the chart on it', () => {
    // At 200%, scrolled 400 px right and 100 px down, a 600 x 300 box shows chart units 200..500 x 50..200.
    const view = { left: 400, top: 100, width: 600, height: 300 };
    expect(minimapFrame(view, 2)).toEqual({ x: 200, y: 50, width: 300, height: 150 });
    expect(scrollToCentre({ x: 500, y: 300 }, view, 2)).toEqual({ left: 700, top: 450 });
    // Near the origin it scrolls to the start, never before it.
    expect(scrollToCentre({ x: 10, y: 10 }, view, 2)).toEqual({ left: 0, top: 0 });
  });

  it('marks parallel regions, initial children, targetless transitions and tags on the boxes', () => {
    const nodes = new Map(machineToChart(inspectMachine(door)).nodes.map((n) => [n.id, n]));
    expect(nodes.get('door')?.label).toBe('door');
    expect(nodes.get('door.closed')).toMatchObject({ label: 'closed', initial: true, region: false });
    expect(nodes.get('door.closed')?.internal).toEqual(['door.ring']);
    expect([nodes.get('door.open.light')?.region, nodes.get('door.open.alarm')?.region]).toEqual([
      true,
      true,
    ]);
    expect(nodes.get('door.open.alarm.ringing')?.tags).toEqual(['loud']);
  });

  it('nests the ELK input like the chart, a start dot in every compound state, parallel regions side by side', () => {
    const elk = toElkGraph(machineToChart(inspectMachine(door)));
    const root = elk.children?.[0];
    expect(root?.children?.map((c) => c.id)).toEqual([
      'door#initial',
      'door.closed',
      'door.locking',
      'door.locked',
      'door.open',
    ]);
    const open = root?.children?.find((c) => c.id === 'door.open');
    expect(open?.children?.map((c) => c.id)).toEqual(['door.open.light', 'door.open.alarm']);
    expect(open?.layoutOptions?.['elk.direction']).toBe('RIGHT');
    expect(elk.edges).toHaveLength(10);
    expect(elk.edges?.[1]?.labels?.[0]?.text).toBe('door.open');
  });
});

describe('acceptedEvents / activeNodeIds', () => {
  it('lists the events the active states take, guards evaluated without a payload', () => {
    const actor = createActor(door).start();
    expect(activeNodeIds(actor.getSnapshot())).toEqual(['door', 'door.closed']);
    expect(acceptedEvents(actor.getSnapshot())).toEqual([
      { type: 'door.lock', can: true },
      { type: 'door.open', can: true },
      { type: 'door.ring', can: true },
    ]);
    actor.send({ type: 'door.open' });
    expect(activeNodeIds(actor.getSnapshot())).toEqual([
      'door',
      'door.open',
      'door.open.light',
      'door.open.light.on',
      'door.open.alarm',
      'door.open.alarm.quiet',
    ]);
    expect(acceptedEvents(actor.getSnapshot())).toEqual([]);
    actor.stop();
  });
});

const entry = (seq: number): LogEntry => ({
  seq,
  time: 1000 + seq,
  event: { type: seq === 0 ? 'xstate.init' : `e${seq}` },
  from: seq === 0 ? null : `s${seq - 1}`,
  to: `s${seq}`,
  active: [],
  context: { n: seq },
  status: 'active',
  accepts: [],
});
const append = (state: LogState, ...seqs: number[]) =>
  seqs.reduce((s, seq) => logReducer(s, { type: 'append', entry: entry(seq) }, 4), state);

describe('logReducer (time travel)', () => {
  it('follows the live entry until QA selects one, then steps back and forward', () => {
    let log = append(emptyLog, 0, 1, 2);
    expect(viewedEntry(log)?.seq).toBe(2);
    log = logReducer(log, { type: 'back' });
    expect([log.selected, viewedEntry(log)?.to]).toEqual([1, 's1']);
    log = logReducer(log, { type: 'back' });
    log = logReducer(log, { type: 'back' });
    expect([log.selected, viewedEntry(log)?.context]).toEqual([0, { n: 0 }]);
    // A new step while travelling keeps the past on view.
    log = append(log, 3);
    expect(viewedEntry(log)?.seq).toBe(0);
    log = logReducer(log, { type: 'forward' });
    expect(log.selected).toBe(1);
    log = logReducer(log, { type: 'select', seq: 2 });
    log = logReducer(log, { type: 'forward' });
    // Forward onto the newest entry is live again.
    expect([log.selected, viewedEntry(log)?.seq]).toEqual([null, 3]);
    expect(logReducer(log, { type: 'forward' })).toBe(log);
    log = logReducer(log, { type: 'select', seq: 1 });
    expect(logReducer(log, { type: 'live' }).selected).toBe(null);
  });

  it('keeps the newest entries up to the limit and moves a dropped selection to the oldest kept', () => {
    let log = append(emptyLog, 0, 1, 2, 3);
    log = logReducer(log, { type: 'select', seq: 0 });
    log = append(log, 4, 5);
    expect(log.entries.map((e) => e.seq)).toEqual([2, 3, 4, 5]);
    expect([log.dropped, log.selected]).toEqual([2, 2]);
    expect(logReducer(log, { type: 'select', seq: 0 })).toBe(log);
    expect(logReducer(log, { type: 'reset', entries: [entry(7)] })).toEqual({
      entries: [entry(7)],
      dropped: 0,
      selected: null,
    });
  });
});

describe('toJson', () => {
  it('copies context to bounded JSON: dates, maps, sets, errors, actors, cycles, long lists', () => {
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic.self = cyclic;
    const actor = createActor(door);
    expect(
      toJson(
        {
          at: new Date('2024-05-01T10:00:00Z'),
          byId: new Map([[7, 'seven']]),
          ids: new Set([1, 2]),
          error: new TypeError('Failed to fetch'),
          ref: actor,
          cyclic,
          rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          text: 'abcdef',
          fn: function save() {},
          missing: undefined,
        },
        { depth: 4, items: 10, chars: 4 },
      ),
    ).toEqual({
      at: '2024-05-01T10:00:00.000Z',
      byId: { '7': 'seve… (5 characters)' },
      ids: [1, 2],
      error: { name: 'TypeError', message: 'Failed to fetch' },
      ref: '[actor x:0]'.replace('x:0', actor.id),
      cyclic: { name: 'c', self: '[circular]' },
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '… 2 more'],
      text: 'abcd… (6 characters)',
      fn: '[function save]',
      missing: null,
    });
    expect(toJson({ a: 1, b: 2, c: { d: { e: 1 } } }, { depth: 2, items: 2, chars: 10 })).toEqual({
      a: 1,
      b: 2,
      '…': '1 more keys',
    });
    expect(toJson({ c: { d: { e: 1 } } }, { depth: 2, items: 2, chars: 10 })).toEqual({
      c: { d: '[object]' },
    });
  });
});

describe('log formatting and the payload editor', () => {
  it('writes state values and payloads on one line', () => {
    expect(formatStateValue({ signedOut: 'idle' })).toBe('signedOut.idle');
    expect(formatStateValue({ open: { light: 'on', alarm: 'quiet' } })).toBe('open.{light.on, alarm.quiet}');
    expect(formatStateValue('checking')).toBe('checking');
    expect(formatPayload({ type: 'csv.load', date: '2024-05-01', storeId: 7 })).toBe(
      '{"date":"2024-05-01","storeId":7}',
    );
    expect(formatPayload({ type: 'session.logout' })).toBe('');
  });

  it("takes each event type's first payload of a traversal as its example, as JSON", () => {
    expect(
      examplePayloads([
        { type: 'grid.deleteAsk', rowId: 2 },
        { type: 'grid.deleteAsk', rowId: 1 },
        { type: 'grid.deleteConfirm' },
        { type: 'csv.loaded', at: new Date('2026-12-01T10:00:00Z'), rows: [1, 2] },
      ] as { type: string }[]),
    ).toEqual({
      'grid.deleteAsk': { rowId: 2 },
      'grid.deleteConfirm': {},
      'csv.loaded': { at: '2026-12-01T10:00:00.000Z', rows: [1, 2] },
    });
  });

  it('offers the last payload seen for an event type and checks what QA typed', () => {
    const entries = [entry(0), { ...entry(1), event: { type: 'chat.send', text: 'hi' } }, entry(2)];
    expect(lastPayload(entries, 'chat.send')).toBe('{\n  "text": "hi"\n}');
    expect(lastPayload(entries, 'chat.clear')).toBe('{}');
    // Before the log has one: the machine's example; the log's own wins once it has one.
    expect(lastPayload(entries, 'grid.deleteAsk', { rowId: 2 })).toBe('{\n  "rowId": 2\n}');
    expect(lastPayload(entries, 'chat.send', { text: 'example' })).toBe('{\n  "text": "hi"\n}');
    expect(parsePayload('{"text": "hello", "type": "ignored"}')).toEqual({
      ok: true,
      payload: { text: 'hello' },
    });
    expect(parsePayload('')).toEqual({ ok: true, payload: {} });
    expect(parsePayload('{"text": ')).toEqual({
      ok: false,
      error: `Payload is not valid JSON: ${(() => {
        try {
          JSON.parse('{"text": ');
        } catch (e) {
          return (e as Error).message;
        }
      })()}`,
    });
    expect(parsePayload('[1]')).toEqual({
      ok: false,
      error: 'Payload must be a JSON object, like {"text": "hello"}',
    });
  });
});

describe('descriptionLines', () => {
  it("marks a description's `code` and **strong** runs, line by line, and keeps the rest as written", () => {
    expect(
      descriptionLines(
        'Sign-in failures.\n\n1. `signingIn`: press **Sign in**.\n2. `signedOut.failed`: press **Server rejects 401**, then wait',
      ),
    ).toEqual([
      [{ kind: 'text', text: 'Sign-in failures.' }],
      [],
      [
        { kind: 'text', text: '1. ' },
        { kind: 'code', text: 'signingIn' },
        { kind: 'text', text: ': press ' },
        { kind: 'strong', text: 'Sign in' },
        { kind: 'text', text: '.' },
      ],
      [
        { kind: 'text', text: '2. ' },
        { kind: 'code', text: 'signedOut.failed' },
        { kind: 'text', text: ': press ' },
        { kind: 'strong', text: 'Server rejects 401' },
        { kind: 'text', text: ', then wait' },
      ],
    ]);
  });
});
