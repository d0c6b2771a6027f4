import { gunzipSync } from 'node:zlib';
import type { CsvProxyResponse, CsvSection } from '@store-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { csvDataBrowserDefaults, fetchCsvFiles } from '../adapters/csvData';
import { createApiClient } from '../adapters/http';
import { createMemoryStorage } from '../adapters/storage';
import { createCsvCache } from '../csvCache/csvCache';
import {
  deferred,
  fakeFetch,
  flush,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import { csvDataGraph } from './csvData.graph';
import {
  type CsvLoadResult,
  type CsvRequest,
  csvDataMachine,
  csvPayloadToResult,
  selectCsvStatus,
} from './index';

const proxyAnswer: CsvProxyResponse = {
  weather: [
    { store_id: 12, date: '2026-11-17', condition: 'Sunny', high_f: 70, low_f: 50, precipitation_in: 0 },
  ],
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n9:00 AM,100,10,2,30,2,90',
  'samples.csv': 'Time,Product,Employee\n9:15 AM,Latte,Ann',
  'timers.csv': 'StartedAt,TimerName,MinutesRemaining\n9:00 AM,Fries,-1',
  'actual_labor.csv':
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\nAnn,Lee,2026-11-17,9:01 AM,5:00 PM,8',
  'scheduled_labor.csv':
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours\nAnn,Lee,2026-11-17,9:00 AM,5:00 PM,8',
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Open',
};
const result: CsvLoadResult = csvPayloadToResult(proxyAnswer);

type Fakes = {
  readCache?: (r: CsvRequest) => Promise<CsvLoadResult | null>;
  fetchCsv?: (r: CsvRequest, signal: AbortSignal) => Promise<CsvLoadResult>;
};

function start(fakes: Fakes = {}, input: { date?: string | null; storeId?: string | null } = {}) {
  const writes: CsvRequest[] = [];
  const machine = csvDataMachine.provide({
    actors: {
      readCache: fromPromise(({ input }) => (fakes.readCache ?? (() => Promise.resolve(null)))(input)),
      fetchCsv: fromPromise(({ input, signal }) =>
        (fakes.fetchCsv ?? (() => Promise.resolve(result)))(input, signal),
      ),
    },
    actions: { writeCache: (_, params) => void writes.push(params.request) },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  return { actor, writes };
}

describe('csv data machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(csvDataMachine, csvDataGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(csvDataMachine, paths)).toEqual({
      cacheHit: 'csv.load -> xstate.done.actor.readCache',
      cacheMiss: 'csv.load -> xstate.done.actor.readCache -> xstate.done.actor.fetchCsv',
      checkingCache: 'csv.load',
      error: 'csv.load -> xstate.error.actor.readCache',
      idle: '',
      networkLoading: 'csv.load -> xstate.done.actor.readCache',
      'networkLoading.load': 'csv.load -> xstate.done.actor.readCache',
      'networkLoading.refresh': 'csv.load -> xstate.error.actor.readCache -> csv.refresh',
    });
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    const noop = () => {};
    expect(
      await replayPaths(csvDataMachine, paths, { input: replay.input, actions: { writeCache: noop } }),
    ).toBeGreaterThan(0);
  });

  it('no date: idle with empty sections', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectCsvStatus(actor.getSnapshot())).toBe('idle');
    expect(actor.getSnapshot().context.sections).toEqual([]);
  });

  it('cache miss: network-loading, fetched, then cached', async () => {
    const fetched = deferred<CsvLoadResult>();
    const { actor, writes } = start(
      { fetchCsv: () => fetched.promise },
      { date: '2026-11-17', storeId: '12' },
    );
    await waitFor(actor, (s) => s.matches('networkLoading'));
    expect(selectCsvStatus(actor.getSnapshot())).toBe('networkLoading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fetched.resolve(result);
    await waitFor(actor, (s) => s.matches('cacheMiss'));
    expect(actor.getSnapshot().context).toMatchObject({
      source: 'network',
      error: null,
      loaded: { storeDay: { storeId: '12', date: '2026-11-17' }, load: 1 },
    });
    expect(actor.getSnapshot().context.sections.map((s) => s.name)).toEqual([
      'sales.csv',
      'samples.csv',
      'timers.csv',
      'actual_labor.csv',
      'scheduled_labor.csv',
      'tasks.csv',
    ]);
    expect(writes).toEqual([{ date: '2026-11-17', storeId: '12' }]);
  });

  it('cache hit: no fetch', async () => {
    const fetchCsv = vi.fn(() => Promise.resolve(result));
    const { actor, writes } = start({ readCache: () => Promise.resolve(result), fetchCsv });
    actor.send({ type: 'csv.load', date: '2026-11-17', storeId: 'no-store' });
    expect(selectCsvStatus(actor.getSnapshot())).toBe('networkLoading');
    await waitFor(actor, (s) => s.matches('cacheHit'));
    expect(actor.getSnapshot().context).toMatchObject({
      source: 'cache',
      storeId: null,
      loaded: { storeDay: { storeId: null, date: '2026-11-17' }, load: 1 },
    });
    expect(fetchCsv).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('errors: the message (e.g. CSV proxy error: {status} {statusText}) or Failed to fetch CSV data; sections cleared', async () => {
    let fail: unknown = new Error('CSV proxy error: 502 Bad Gateway');
    const { actor } = start({ fetchCsv: () => Promise.reject(fail) });
    actor.send({ type: 'csv.load', date: '2026-11-17', storeId: '12' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('CSV proxy error: 502 Bad Gateway');
    expect(actor.getSnapshot().context.sections).toEqual([]);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    fail = { weird: true };
    actor.send({ type: 'csv.load', date: '2026-11-18', storeId: '12' });
    await waitFor(actor, (s) => s.matches('error') && s.context.date === '2026-11-18');
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch CSV data');
  });

  it('a bad date surfaces the cache key message', async () => {
    const { actor } = start({
      readCache: () => Promise.reject(new Error('Date must be in YYYY-MM-DD format.')),
    });
    actor.send({ type: 'csv.load', date: '11/17/2026', storeId: '12' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('Date must be in YYYY-MM-DD format.');
  });

  it('a newer request supersedes and aborts the older one, silently', async () => {
    const signals: AbortSignal[] = [];
    const first = deferred<CsvLoadResult>();
    const second = deferred<CsvLoadResult>();
    const queue = [first, second];
    const { actor } = start({
      fetchCsv: (_, signal) => {
        signals.push(signal);
        return (queue.shift() as typeof first).promise;
      },
    });
    actor.send({ type: 'csv.load', date: '2026-11-17', storeId: '12' });
    await waitFor(actor, (s) => s.matches('networkLoading'));
    actor.send({ type: 'csv.load', date: '2026-11-18', storeId: '12' });
    await waitFor(actor, () => signals.length === 2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    first.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ networkLoading: 'load' });
    expect(actor.getSnapshot().context.error).toBeNull();
    second.resolve(result);
    await waitFor(actor, (s) => s.matches('cacheMiss'));
    expect(actor.getSnapshot().context.date).toBe('2026-11-18');
  });

  it('refresh forces the network (from cacheHit, cacheMiss and error); its failure is Failed to refresh data.', async () => {
    let fetchFails = false;
    const fetchCsv = vi.fn(() =>
      fetchFails ? Promise.reject(new Error('offline')) : Promise.resolve(result),
    );
    const { actor, writes } = start({ readCache: () => Promise.resolve(result), fetchCsv });
    actor.send({ type: 'csv.load', date: '2026-11-17', storeId: '12' });
    await waitFor(actor, (s) => s.matches('cacheHit'));
    actor.send({ type: 'csv.refresh' });
    expect(actor.getSnapshot().value).toEqual({ networkLoading: 'refresh' });
    await waitFor(actor, (s) => s.matches('cacheMiss'));
    expect(fetchCsv).toHaveBeenCalledTimes(1);
    expect(writes).toHaveLength(1);
    fetchFails = true;
    actor.send({ type: 'csv.refresh' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('Failed to refresh data.');
    expect(actor.getSnapshot().context.sections).toEqual([]);
    fetchFails = false;
    actor.send({ type: 'csv.refresh' });
    await waitFor(actor, (s) => s.matches('cacheMiss'));
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'csv.load', date: null, storeId: null });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.sections).toEqual([]);
  });

  it('toggles a section', async () => {
    const { actor } = start(
      { readCache: () => Promise.resolve(result) },
      { date: '2026-11-17', storeId: '12' },
    );
    await waitFor(actor, (s) => s.matches('cacheHit'));
    actor.send({ type: 'csv.toggleSection', name: 'tasks.csv' });
    const tasks = actor.getSnapshot().context.sections.find((s) => s.name === 'tasks.csv') as CsvSection;
    expect(tasks.selected).toBe(false);
  });
});

describe('csv data browser defaults (fake fetch, real cache over a memory storage)', () => {
  it('GET /api/csvproxy with start, end and store_id (omitted with no store); non-OK is CSV proxy error', async () => {
    const f = fakeFetch({
      'GET /api/csvproxy?start=2026-11-17&end=2026-11-17&store_id=12': () => json(proxyAnswer),
      'GET /api/csvproxy?start=2026-11-17&end=2026-11-17': () => json({ message: 'x' }, 502, 'Bad Gateway'),
    });
    const api = createApiClient({ fetch: f });
    await expect(fetchCsvFiles(api, { date: '2026-11-17', storeId: '12' })).resolves.toEqual(proxyAnswer);
    await expect(fetchCsvFiles(api, { date: '2026-11-17', storeId: 'no-store' })).rejects.toThrow(
      'CSV proxy error: 502 Bad Gateway',
    );
    expect(f.calls.map((c) => c.credentials)).toEqual(['include', 'include']);
  });

  it('a malformed answer is Failed to fetch CSV data', async () => {
    const f = fakeFetch({
      'GET /api/csvproxy?start=2026-11-17&end=2026-11-17': () => json({ weather: 'no' }),
    });
    await expect(
      fetchCsvFiles(createApiClient({ fetch: f }), { date: '2026-11-17', storeId: null }),
    ).rejects.toThrow('Failed to fetch CSV data');
  });

  const cachedDay = () => {
    const storage = createMemoryStorage();
    const cache = createCsvCache(storage);
    const f = fakeFetch({
      'GET /api/csvproxy?start=2026-11-17&end=2026-11-17&store_id=12': () => json(proxyAnswer),
    });
    const machine = csvDataMachine.provide(
      csvDataBrowserDefaults({ api: () => createApiClient({ fetch: f }), cache: () => cache }),
    );
    const load = () => createActor(machine, { input: { date: '2026-11-17', storeId: '12' } }).start();
    return { storage, cache, f, load, key: 'storeOps.csvCache.2026-11-17.12' };
  };

  it('first load is a cache miss (the day stored packed), the second a cache hit without a request', async () => {
    const { storage, cache, f, load, key } = cachedDay();
    const a = load();
    await waitFor(a, (s) => s.matches('cacheMiss'));
    // Packing is asynchronous: the entry lands shortly after the data shows.
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    const stored = JSON.parse(storage.getItem(key) ?? '{}');
    expect(stored).toMatchObject({ version: '1.0', files: [...Object.keys(proxyAnswer)].slice(1) });
    expect(stored.weather).toEqual(proxyAnswer.weather);
    // `data` is the CSV files as gzip, base64 (read here with node:zlib, not the product's code).
    const { weather: _weather, ...files } = proxyAnswer;
    expect(JSON.parse(gunzipSync(Buffer.from(stored.data, 'base64')).toString('utf8'))).toEqual(files);

    const b = load();
    await waitFor(b, (s) => s.matches('cacheHit'));
    expect(f.calls).toHaveLength(1);
    // The hit is the same day as the fetch: sections (parsed again), weather and warnings.
    expect(b.getSnapshot().context.sections).toEqual(result.sections);
    expect(b.getSnapshot().context.weather).toEqual(proxyAnswer.weather);
    expect(b.getSnapshot().context.warnings).toEqual(result.warnings);
  });

  it('a damaged entry is removed with a warning, and the day loads from the network', async () => {
    const { storage, cache, f, load, key } = cachedDay();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(
      key,
      JSON.stringify({
        data: 'bm90IGd6aXA=',
        files: ['sales.csv'],
        weather: [],
        timestamp: 1,
        version: '1.0',
      }),
    );
    const a = load();
    await waitFor(a, (s) => s.matches('cacheMiss'));
    expect(f.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('CSV cache: a damaged entry was removed', expect.any(Error));
    expect(a.getSnapshot().context.sections).toEqual(result.sections);
    // The fresh day replaced it.
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    expect(JSON.parse(storage.getItem(key) ?? '{}').data).toMatch(/^H4sI/); // gzip's magic bytes
    warn.mockRestore();
  });

  it('a pack that fails is logged only: the fetched day still shows, nothing is stored', async () => {
    const storage = createMemoryStorage();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('worker gone');
    const machine = csvDataMachine.provide(
      csvDataBrowserDefaults({
        api: () =>
          createApiClient({
            fetch: fakeFetch({
              'GET /api/csvproxy?start=2026-11-17&end=2026-11-17': () => json(proxyAnswer),
            }),
          }),
        cache: () => createCsvCache(storage),
        codec: { pack: () => Promise.reject(failure), unpack: () => Promise.reject(failure) },
      }),
    );
    const a = createActor(machine, { input: { date: '2026-11-17', storeId: null } }).start();
    await waitFor(a, (s) => s.matches('cacheMiss'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('CSV cache: write failed', failure));
    expect(a.getSnapshot().context.sections).toEqual(result.sections);
    expect(storage.length).toBe(0);
    error.mockRestore();
  });
});
