// The report worker's functions, called through Comlink over a real MessageChannel (as the app's
// main thread calls the worker), with its CSV proxy fetch answered by a real loopback HTTP server
// through the typed API client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MessageChannel } from 'node:worker_threads';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  CSV_FILE_NAMES,
  type CsvProxyResponse,
  DEFAULT_REPORT_SETTINGS,
  type StoreDayId,
  storeDayId,
} from '@store-ops/domain';
import { createApiClient } from '@store-ops/machines/api';
import { expose, type Remote, wrap } from 'comlink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuildRequest, createReportWorkerApi, type ReportWorkerApi } from './reportWorkerApi';

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

let server: Server;
let worker: Remote<ReportWorkerApi>;
let channel: MessageChannel;
const sessionEnded = vi.fn();
let arrivedSlow = () => {};
const slowArrived = new Promise<void>((resolve) => {
  arrivedSlow = resolve;
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const storeId = new URL(req.url ?? '/', 'http://x').searchParams.get('store_id');
    if (!req.url?.startsWith('/api/csvproxy')) {
      res.statusCode = 404;
      res.end('{}');
    } else if (storeId === '4') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(day));
    } else if (storeId === 'k') {
      res.statusCode = 502;
      res.statusMessage = 'Bad Gateway';
      res.end('{}');
    } else if (storeId === 'u') {
      res.statusCode = 401;
      res.statusMessage = 'Unauthorized';
      res.end('{}');
    } else if (storeId === 'm') {
      res.end(JSON.stringify({ weather: 'none' }));
    } else {
      // store s: never answers (aborted by the test)
      arrivedSlow();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  channel = new MessageChannel();
  expose(
    createReportWorkerApi(createApiClient({ baseUrl, onSessionEnded: sessionEnded })),
    channel.port1 as unknown as Parameters<typeof expose>[1],
  );
  worker = wrap<ReportWorkerApi>(channel.port2 as unknown as Parameters<typeof wrap>[0]);
});

afterAll(() => {
  channel.port1.close();
  channel.port2.close();
  server.closeAllConnections();
  server.close();
});

/** The store-days the tests name (store 4's, one never fetched, ones that fail, one damaged). */
const held19 = storeDayId('4', '2026-11-19');
const held20 = storeDayId('4', '2026-11-20');
const held21 = storeDayId('4', '2026-11-21');
const never = storeDayId('9', '2026-01-01');
const failing = storeDayId('k', '2026-11-20');
const signedOut = storeDayId('u', '2026-11-20');
const malformed = storeDayId('m', '2026-11-20');
const slow = storeDayId('s', '2026-11-20');
const damaged = storeDayId('x', '2026-11-20');

let nextId = 1;
const fetchDay = (storeDay: StoreDayId) => worker.fetch(nextId++, storeDay);

const build = (storeDay: StoreDayId | null, extra: Partial<BuildRequest> = {}) =>
  worker.build({
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

/** A build that answered a context (not `notHeld`). */
async function built(answer: ReturnType<typeof build>) {
  const result = await answer;
  if ('notHeld' in result) throw new Error('not built');
  return result;
}

describe('report worker', () => {
  it('fetch: parses and holds the day, and answers its sections without parsed rows', async () => {
    const answer = await fetchDay(held20);
    expect(answer.weather).toEqual(day.weather);
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
    await expect(fetchDay(failing)).rejects.toThrow(/^CSV proxy error: 502 Bad Gateway$/);
    await expect(fetchDay(malformed)).rejects.toThrow(/^Failed to fetch CSV data$/);
    const id = nextId++;
    const pending = worker.fetch(id, slow);
    // Aborted once the request is on its way (the server has it).
    await slowArrived;
    await worker.abort(id);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a 401 from the CSV proxy ends the session through the API client, once', async () => {
    sessionEnded.mockClear();
    await expect(fetchDay(signedOut)).rejects.toThrow(/^CSV proxy error: 401 Unauthorized$/);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    await fetchDay(held20);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('pack: the held day as gzip, base64 of its files; a day it does not hold is an error', async () => {
    await fetchDay(held20);
    const data = await worker.pack(held20);
    expect(JSON.parse(gunzipSync(Buffer.from(data, 'base64')).toString('utf8'))).toEqual(files);
    await expect(worker.pack(never)).rejects.toThrow(/^The report worker holds no store-day 2026-01-01\|9$/);
  });

  it('unpack: a cached day (packed by node:zlib here) is held and answered as a fetch is', async () => {
    const data = gzipSync(JSON.stringify(files)).toString('base64');
    const answer = await worker.unpack(held19, data, day.weather);
    expect(answer.weather).toEqual(day.weather);
    expect(answer.sections.map((s) => [s.name, s.content])).toEqual(CSV_FILE_NAMES.map((n) => [n, files[n]]));
    expect(await build(held19)).not.toHaveProperty('notHeld');
    await expect(worker.unpack(damaged, 'bm90IGd6aXA=', [])).rejects.toThrow();
  });

  it('build: from the held day with the selection; notHeld without it, built once the files come', async () => {
    await fetchDay(held20);
    const all = await built(build(held20));
    expect(all.facts).toMatchObject({
      date: '2026-11-20',
      displayDate: 'Friday, November 20, 2026',
      blockCount: 2,
    });
    expect(all.text).toContain('"netSales":1234.5');
    const noSales = await built(build(held20, { selected: { 'sales.csv': false } }));
    expect(noSales.text).not.toContain('"netSales":1234.5');
    expect(noSales.text).toContain('"completionRate":100');

    expect(await build(held21)).toEqual({ notHeld: true });
    const withFiles = await built(build(held21, { files }));
    expect(withFiles.text).toContain('"netSales":1234.5');
    expect(await build(held21)).toMatchObject({ text: withFiles.text });
  });

  it('build: with no store-day, from the files sent, which it does not hold', async () => {
    expect(await build(null)).toEqual({ notHeld: true });
    const fromFiles = await built(build(null, { files }));
    expect(fromFiles.text).toContain('"netSales":1234.5');
    expect(await build(null)).toEqual({ notHeld: true });
  });

  it("build: with the company's settings, and the report context itself when asked for", async () => {
    await fetchDay(held20);
    const plain = await built(build(held20));
    expect(plain.context).toBeUndefined();
    const custom = await built(
      build(held20, {
        settings: {
          ...DEFAULT_REPORT_SETTINGS,
          metrics: { ...DEFAULT_REPORT_SETTINGS.metrics, laborCostPercent: false },
          targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 25 },
        },
        withContext: true,
      }),
    );
    expect(custom.text.split('\n')).toContain(
      'Company targets: labor cost at most 25% of net sales; net sales within 10% of forecast; task completion at least 90%',
    );
    expect(custom.context?.statBlocks.sales?.totals.netSales).toBe(1234.5);
    expect(custom.context?.statBlocks.sales?.metrics).not.toHaveProperty('laborCostPercent');
    expect(custom.context?.statBlocks.tasks?.completed).toBe(1);
  });

  it('build: the figures to trace replies to and the suggested questions, against the company targets', async () => {
    await fetchDay(held20);
    // Sales and tasks only: labor 60 / 1234.50 = 4.86% (under 30%), 2.88% over forecast, every task done.
    const quiet = await built(build(held20));
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
    const busy = await built(build(held20, { blocks: ['sales', 'tasks', 'timers'], settings }));
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
