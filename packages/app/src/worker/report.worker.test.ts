// The report worker's protocol, driven through its real `onmessage` in Node (the module only needs
// `self.postMessage`), with its CSV proxy fetch answered by a real loopback HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  CSV_FILE_NAMES,
  type CsvProxyResponse,
  DEFAULT_REPORT_SETTINGS,
  type StoreDayId,
  storeDayId,
} from '@store-ops/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest, WorkerResponse } from './protocol';

const day: CsvProxyResponse = {
  weather: [
    { store_id: 4, date: '2026-11-20', condition: 'Sunny', high_f: 61, low_f: 44, precipitation_in: 0 },
  ],
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n09:00 AM,1234.50,40,3,60,3,1200\n',
  'samples.csv': 'Time,Product,Employee\n09:15 AM,Latte,Ann Lee\n',
  'timers.csv': 'StartedAt,TimerName,MinutesRemaining\n09:00 AM,Fries,-1\n',
  'actual_labor.csv': '',
  'scheduled_labor.csv': '',
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann Lee,Open store\n',
};
const { weather: _weather, ...files } = day;

type Handler = (event: { data: WorkerRequest }) => Promise<void>;
const posted: WorkerResponse[] = [];
let onmessage: Handler;
let server: Server;
let base = '';

beforeAll(async () => {
  vi.stubGlobal('self', { postMessage: (r: WorkerResponse) => posted.push(r) });
  await import('./report.worker');
  onmessage = (globalThis as unknown as { self: { onmessage: Handler } }).self.onmessage;
  server = createServer((req, res) => {
    if (req.url?.startsWith('/day')) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(day));
    } else if (req.url?.startsWith('/bad-gateway')) {
      res.statusCode = 502;
      res.statusMessage = 'Bad Gateway';
      res.end('{}');
    } else if (req.url?.startsWith('/malformed')) {
      res.end(JSON.stringify({ weather: 'none' }));
    } else {
      // /slow: never answers (aborted by the test)
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  vi.unstubAllGlobals();
});

/** The store-days the tests name (store 4's, one never fetched, one that fails, one damaged). */
const held19 = storeDayId('4', '2026-11-19');
const held20 = storeDayId('4', '2026-11-20');
const held21 = storeDayId('4', '2026-11-21');
const never = storeDayId('9', '2026-01-01');
const failing = storeDayId('k', '2026-11-20');
const damaged = storeDayId('x', '2026-11-20');

let nextId = 1;
type Req = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
async function ask(request: Req): Promise<WorkerResponse> {
  const id = nextId++;
  await onmessage({ data: { ...request, id } as WorkerRequest });
  const answer = posted.find((r) => r.id === id);
  if (!answer) throw new Error(`no answer to ${id}`);
  return answer;
}

const build = (storeDay: StoreDayId | null, extra: Partial<Extract<WorkerRequest, { type: 'build' }>> = {}) =>
  ask({
    type: 'build',
    storeDay,
    selected: {},
    date: '2026-11-20',
    store: null,
    hours: [],
    blocks: ['sales', 'tasks'],
    weather: null,
    settings: DEFAULT_REPORT_SETTINGS,
    ...extra,
  });

describe('report worker', () => {
  it('fetch: parses and holds the day, and answers its sections without parsed rows', async () => {
    const answer = await ask({ type: 'fetch', storeDay: held20, url: `${base}/day` });
    expect(answer).toMatchObject({ ok: true, type: 'fetch', weather: day.weather });
    if (!answer.ok || answer.type !== 'fetch') throw new Error('not a fetch answer');
    expect(answer.sections.map((s) => s.name)).toEqual([...CSV_FILE_NAMES]);
    expect(answer.sections[0]).toEqual({
      name: 'sales.csv',
      content: day['sales.csv'],
      preview: [
        'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast',
        '09:00 AM,1234.50,40,3,60,3,1200',
      ],
      selected: true,
    });
    expect(answer.warnings.map((w) => [w.file, w.kind])).toEqual([
      ['actual_labor.csv', 'empty'],
      ['scheduled_labor.csv', 'empty'],
    ]);
  });

  it('fetch failures carry the spec texts; an aborted fetch says so', async () => {
    expect(await ask({ type: 'fetch', storeDay: failing, url: `${base}/bad-gateway` })).toEqual({
      id: expect.any(Number),
      ok: false,
      message: 'CSV proxy error: 502 Bad Gateway',
      status: 502,
    });
    expect(await ask({ type: 'fetch', storeDay: failing, url: `${base}/malformed` })).toMatchObject({
      ok: false,
      message: 'Failed to fetch CSV data',
    });
    const id = nextId;
    const pending = ask({ type: 'fetch', storeDay: failing, url: `${base}/slow` });
    await ask({ type: 'abort', target: id });
    expect(await pending).toMatchObject({ ok: false, aborted: true });
  });

  it('pack: the held day as gzip, base64 of its files; a day it does not hold is an error', async () => {
    await ask({ type: 'fetch', storeDay: held20, url: `${base}/day` });
    const answer = await ask({ type: 'pack', storeDay: held20 });
    if (!answer.ok || answer.type !== 'pack') throw new Error('not a pack answer');
    expect(JSON.parse(gunzipSync(Buffer.from(answer.data, 'base64')).toString('utf8'))).toEqual(files);
    expect(await ask({ type: 'pack', storeDay: never })).toMatchObject({
      ok: false,
      message: 'The report worker holds no store-day 2026-01-01|9',
    });
  });

  it('unpack: a cached day (packed by node:zlib here) is held and answered as a fetch is', async () => {
    const data = gzipSync(JSON.stringify(files)).toString('base64');
    const answer = await ask({ type: 'unpack', storeDay: held19, data, weather: day.weather });
    expect(answer).toMatchObject({ ok: true, type: 'unpack', weather: day.weather });
    if (!answer.ok || answer.type !== 'unpack') throw new Error('not an unpack answer');
    expect(answer.sections.map((s) => [s.name, s.content])).toEqual(CSV_FILE_NAMES.map((n) => [n, files[n]]));
    expect(await build(held19)).toMatchObject({ ok: true, type: 'build' });
    expect(await ask({ type: 'unpack', storeDay: damaged, data: 'bm90IGd6aXA=', weather: [] })).toMatchObject(
      {
        ok: false,
      },
    );
  });

  it('build: from the held day with the selection; notHeld without it, built once the files come', async () => {
    await ask({ type: 'fetch', storeDay: held20, url: `${base}/day` });
    const all = await build(held20);
    if (!all.ok || all.type !== 'build' || 'notHeld' in all) throw new Error('not built');
    expect(all.facts).toMatchObject({
      date: '2026-11-20',
      displayDate: 'Friday, November 20, 2026',
      blockCount: 2,
    });
    expect(all.text).toContain('"netSales":1234.5');
    const noSales = await build(held20, { selected: { 'sales.csv': false } });
    if (!noSales.ok || noSales.type !== 'build' || 'notHeld' in noSales) throw new Error('not built');
    expect(noSales.text).not.toContain('"netSales":1234.5');
    expect(noSales.text).toContain('"completionRate":100');

    expect(await build(held21)).toMatchObject({ ok: true, type: 'build', notHeld: true });
    const withFiles = await build(held21, { files });
    if (!withFiles.ok || withFiles.type !== 'build' || 'notHeld' in withFiles) throw new Error('not built');
    expect(withFiles.text).toContain('"netSales":1234.5');
    expect(await build(held21)).toMatchObject({ ok: true, type: 'build', text: withFiles.text });
  });

  it('build: with no store-day, from the files sent, which it does not hold', async () => {
    expect(await build(null)).toMatchObject({ ok: true, type: 'build', notHeld: true });
    const built = await build(null, { files });
    if (!built.ok || built.type !== 'build' || 'notHeld' in built) throw new Error('not built');
    expect(built.text).toContain('"netSales":1234.5');
    expect(await build(null)).toMatchObject({ ok: true, type: 'build', notHeld: true });
  });

  it("build: with the company's settings, and the report context itself when asked for", async () => {
    await ask({ type: 'fetch', storeDay: held20, url: `${base}/day` });
    const plain = await build(held20);
    if (!plain.ok || plain.type !== 'build' || 'notHeld' in plain) throw new Error('not built');
    expect(plain.context).toBeUndefined();
    const custom = await build(held20, {
      settings: {
        ...DEFAULT_REPORT_SETTINGS,
        metrics: { ...DEFAULT_REPORT_SETTINGS.metrics, laborCostPercent: false },
        targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 25 },
      },
      withContext: true,
    });
    if (!custom.ok || custom.type !== 'build' || 'notHeld' in custom) throw new Error('not built');
    expect(custom.text.split('\n')).toContain(
      'Company targets: labor cost at most 25% of net sales; net sales within 10% of forecast; task completion at least 90%',
    );
    expect(custom.context?.statBlocks.sales?.totals.netSales).toBe(1234.5);
    expect(custom.context?.statBlocks.sales?.metrics).not.toHaveProperty('laborCostPercent');
    expect(custom.context?.statBlocks.tasks?.completed).toBe(1);
  });

  it('build: the figures to trace replies to and the suggested questions, against the company targets', async () => {
    await ask({ type: 'fetch', storeDay: held20, url: `${base}/day` });
    // Sales and tasks only: labor 60 / 1234.50 = 4.86% (under 30%), 2.88% over forecast, every task done.
    const quiet = await build(held20);
    if (!quiet.ok || quiet.type !== 'build' || 'notHeld' in quiet) throw new Error('not built');
    expect(quiet.suggestions).toEqual([]);
    expect(quiet.figures.slice(0, 2)).toEqual([
      { block: 'sales', field: 'totals.netSales', label: 'Net sales', value: 1234.5, unit: 'money' },
      { block: 'sales', field: 'totals.transactions', label: 'Transactions', value: 40, unit: 'count' },
    ]);
    expect(new Set(quiet.figures.map((f) => f.block))).toEqual(new Set(['sales', 'tasks', 'targets']));

    const settings = {
      ...DEFAULT_REPORT_SETTINGS,
      targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 4 },
    };
    const busy = await build(held20, { blocks: ['sales', 'tasks', 'timers'], settings });
    if (!busy.ok || busy.type !== 'build' || 'notHeld' in busy) throw new Error('not built');
    expect(busy.suggestions).toEqual(['Why was labor 4.9% against a 4% target?', 'Which timer expired?']);
    expect(busy.figures.find((f) => f.block === 'targets' && f.field === 'labor_cost_pct')?.value).toBe(4);
    expect(
      busy.figures.find((f) => f.block === 'timers' && f.field === 'timers[0].minutesRemaining'),
    ).toEqual({
      block: 'timers',
      field: 'timers[0].minutesRemaining',
      label: 'Fries (9:00 AM): minutes remaining',
      value: -1,
      unit: 'minutes',
    });
  });
});
