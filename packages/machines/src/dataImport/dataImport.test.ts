import type { ImportMapping, ImportResponse } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure, ImportRefused, storeOpsApi } from '../adapters/api';
import { createApiClient } from '../adapters/http';
import { json, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { dataImportGraph, importMapping, importStores, importTokens, recentImport } from './dataImport.graph';
import {
  DATA_IMPORT_MESSAGES,
  type DroppedFile,
  dataImportMachine,
  type ImportDayCheck,
  type ImportParseInput,
  type ImportUpload,
  importProblemCount,
} from './dataImport.machine';

const sales = (path: string, problems: ImportDayCheck['files'][number]['problems'] = []) => ({
  path,
  kind: 'sales.csv' as const,
  rows: 4,
  headers: ['Hour'],
  missing: [],
  extra: [],
  problems,
});
const answer = (date: string, dryRun: boolean): ImportResponse => ({
  dry_run: dryRun,
  store_id: 2,
  date,
  counts: { 'sales.csv': 4 },
  replaced: { 'sales.csv': 3 },
});
const dropped = (path: string, text = 'Hour\n'): DroppedFile => ({ path, blob: new Blob([text]) });

interface Fakes {
  parse?: (input: ImportParseInput) => Promise<{ days: ImportDayCheck[] }>;
  dryRun?: (input: { storeId: number; days: ImportUpload[] }) => Promise<ImportResponse[]>;
  commit?: (input: { storeId: number; day: ImportUpload }) => Promise<ImportResponse>;
  saveMapping?: () => Promise<ImportMapping>;
}

function start(fakes: Fakes = {}) {
  const calls: string[] = [];
  const machine = dataImportMachine.provide({
    actors: {
      loadOverview: fromPromise(async () => {
        calls.push('loadOverview');
        return { stores: importStores, recent: [recentImport], tokens: importTokens };
      }),
      loadMapping: fromPromise(async ({ input }: { input: { companyId: number } }) => {
        calls.push(`loadMapping ${input.companyId}`);
        return importMapping;
      }),
      saveMapping: fromPromise(async () => (fakes.saveMapping ?? (async () => importMapping))()),
      parse: fromPromise(async ({ input }: { input: ImportParseInput }) => {
        calls.push(`parse ${input.files.map((f) => f.path).join(',')} ${input.date}`);
        return (fakes.parse ?? (async () => ({ days: [] })))(input);
      }),
      dryRun: fromPromise(async ({ input }: { input: { storeId: number; days: ImportUpload[] } }) => {
        calls.push(`dryRun ${input.days.map((d) => `${d.date}:${d.files.map((f) => f.kind)}`).join(' ')}`);
        return (fakes.dryRun ?? (async () => []))(input);
      }),
      commit: fromPromise(async ({ input }: { input: { storeId: number; day: ImportUpload } }) => {
        calls.push(`commit ${input.day.date}`);
        return (fakes.commit ?? (async () => answer(input.day.date, false)))(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { date: '2026-11-23' } }).start();
  return { actor, calls };
}

describe('import machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(dataImportMachine, dataImportGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    const ready =
      'xstate.done.actor.loadOverview -> import.store -> import.drop -> xstate.done.actor.loadMapping';
    expect(shortestPathByState(dataImportMachine, paths)).toEqual({
      files: '',
      'files.checking': `${ready} -> xstate.done.actor.parse -> import.dryRun`,
      'files.confirm': `${ready} -> xstate.done.actor.parse -> import.dryRun -> xstate.done.actor.dryRun`,
      'files.done': `${ready} -> xstate.done.actor.parse -> import.dryRun -> xstate.done.actor.dryRun -> import.confirm -> xstate.done.actor.commit -> xstate.done.actor.commit`,
      'files.empty': '',
      'files.failed':
        'xstate.done.actor.loadOverview -> import.store -> import.drop -> xstate.error.actor.loadMapping',
      'files.importing': `${ready} -> xstate.done.actor.parse -> import.dryRun -> xstate.done.actor.dryRun -> import.confirm`,
      'files.loadingMapping': 'xstate.done.actor.loadOverview -> import.store -> import.drop',
      'files.parsing': ready,
      'files.problems': `${ready} -> xstate.done.actor.parse`,
      'files.ready': `${ready} -> xstate.done.actor.parse`,
      'files.savingMapping': `${ready} -> xstate.done.actor.parse -> mapping.save`,
      'files.unmapped': `${ready} -> xstate.done.actor.parse`,
      overview: '',
      'overview.failed': 'xstate.error.actor.loadOverview',
      'overview.loading': '',
      'overview.ready': 'xstate.done.actor.loadOverview',
      tokens: '',
      'tokens.creating': 'xstate.done.actor.loadOverview -> token.create',
      'tokens.idle': '',
      'tokens.revoking': 'xstate.done.actor.loadOverview -> token.revoke',
    });
    expect(await replayPaths(dataImportMachine, paths, { input: dataImportGraph.input })).toBeGreaterThan(
      500,
    );
  });

  it('a drop needs a store; a bad line holds the import until the fixed file replaces it', async () => {
    const { actor, calls } = start({
      parse: async (input) => {
        const text = await (input.files[0] as DroppedFile).blob.text();
        return {
          days: [
            {
              date: input.date,
              files: [
                sales(
                  'sales.csv',
                  text.includes('lots') ? [{ line: 3, message: 'NetSales "lots" is not a number.' }] : [],
                ),
              ],
            },
          ],
        };
      },
    });
    await waitFor(actor, (s) => s.matches({ overview: 'ready' }));
    actor.send({ type: 'import.drop', files: [dropped('sales.csv', 'lots')] });
    expect(actor.getSnapshot().matches({ files: 'empty' })).toBe(true);
    actor.send({ type: 'import.store', storeId: 2 });
    actor.send({ type: 'import.drop', files: [dropped('sales.csv', 'lots')] });
    await waitFor(actor, (s) => s.matches({ files: 'problems' }));
    expect(importProblemCount(actor.getSnapshot().context.days)).toBe(1);
    actor.send({ type: 'import.drop', files: [dropped('sales.csv', 'fixed')] });
    await waitFor(actor, (s) => s.matches({ files: 'ready' }));
    expect(actor.getSnapshot().context.files).toHaveLength(1);
    expect(calls).toEqual([
      'loadOverview',
      'loadMapping 1',
      'parse sales.csv 2026-11-23',
      // The mapping of the same company is kept.
      'parse sales.csv 2026-11-23',
    ]);
  });

  it('dry runs every day, then imports one day after another and reloads the last imports', async () => {
    const days: ImportDayCheck[] = [
      { date: '2026-11-22', files: [sales('2026-11-22/sales.csv')] },
      { date: '2026-11-23', files: [sales('2026-11-23/sales.csv')] },
    ];
    const { actor, calls } = start({
      parse: async () => ({ days }),
      dryRun: async (input) => input.days.map((d) => answer(d.date, true)),
    });
    actor.send({ type: 'import.store', storeId: 2 });
    await waitFor(actor, (s) => s.matches({ overview: 'ready' }));
    actor.send({
      type: 'import.drop',
      files: [dropped('2026-11-22/sales.csv'), dropped('2026-11-23/sales.csv'), dropped('notes.txt')],
    });
    await waitFor(actor, (s) => s.matches({ files: 'ready' }));
    actor.send({ type: 'import.dryRun' });
    await waitFor(actor, (s) => s.matches({ files: 'confirm' }));
    expect(actor.getSnapshot().context.dryRuns.map((r) => [r.date, r.replaced])).toEqual([
      ['2026-11-22', { 'sales.csv': 3 }],
      ['2026-11-23', { 'sales.csv': 3 }],
    ]);
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches({ files: 'done', overview: 'ready' }));
    expect(actor.getSnapshot().context.imported.map((r) => r.date)).toEqual(['2026-11-22', '2026-11-23']);
    expect(calls.slice(2)).toEqual([
      'parse 2026-11-22/sales.csv,2026-11-23/sales.csv,notes.txt 2026-11-23',
      'dryRun 2026-11-22:sales.csv 2026-11-23:sales.csv',
      'commit 2026-11-22',
      'commit 2026-11-23',
      'loadOverview',
    ]);
  });

  it("a refused day shows the server's problems beside its file, and nothing goes further", async () => {
    const { actor } = start({
      parse: async (input) => ({ days: [{ date: input.date, files: [sales('sales.csv')] }] }),
      dryRun: async () => {
        throw new ImportRefused('2026-11-23', 'Nothing imported (2 problems).', [
          { file: 'sales.csv', line: 2, message: 'Hour "25:00 PM" is not a time like 07:30 AM.' },
          { file: '', line: null, message: 'Give at least one CSV file.' },
        ]);
      },
    });
    actor.send({ type: 'import.store', storeId: 2 });
    actor.send({ type: 'import.drop', files: [dropped('sales.csv')] });
    await waitFor(actor, (s) => s.matches({ files: 'ready' }));
    actor.send({ type: 'import.dryRun' });
    await waitFor(actor, (s) => s.matches({ files: 'problems' }));
    expect(actor.getSnapshot().context.days[0]?.files[0]?.problems).toEqual([
      { line: 2, message: 'Hour "25:00 PM" is not a time like 07:30 AM.' },
      { line: null, message: 'Give at least one CSV file.' },
    ]);
  });

  it('a header that is no column of the file (every column there) opens the mapping too', async () => {
    const { actor } = start({
      parse: async () => ({
        days: [
          {
            date: '2026-11-23',
            files: [{ ...sales('sales.csv'), headers: ['Hour', 'Notes'], extra: ['Notes'] }],
          },
        ],
      }),
    });
    actor.send({ type: 'import.store', storeId: 2 });
    actor.send({ type: 'import.drop', files: [dropped('sales.csv')] });
    await waitFor(actor, (s) => s.matches({ files: 'unmapped' }));
  });

  it('headers that lack a spec column open the mapping; a stale save shows the mapping as saved', async () => {
    const current: ImportMapping = { ...importMapping, version: 3, time_format: '24h' };
    const { actor } = start({
      parse: async () => ({
        days: [
          { date: '2026-11-23', files: [{ ...sales('sales.csv'), headers: ['Time'], missing: ['Hour'] }] },
        ],
      }),
      saveMapping: async () => {
        throw new ApiFailure(409, 'conflict', 'Stale.', current);
      },
    });
    actor.send({ type: 'import.store', storeId: 2 });
    actor.send({ type: 'import.drop', files: [dropped('sales.csv')] });
    await waitFor(actor, (s) => s.matches({ files: 'unmapped' }));
    actor.send({
      type: 'mapping.save',
      mapping: { time_format: '12h', files: { 'sales.csv': { Time: 'Hour' } } },
    });
    await waitFor(actor, (s) => s.matches({ files: 'unmapped' }) && s.context.mappingError !== null);
    expect(actor.getSnapshot().context.mappingError).toBe(DATA_IMPORT_MESSAGES.mappingStale);
    expect(actor.getSnapshot().context.mapping).toEqual(current);
  });
});

describe('import calls of the typed client (over a recording fetch)', () => {
  function recording(answer: (url: string, init: RequestInit) => Response) {
    const calls: { url: string; method: string; body: unknown }[] = [];
    const fetch = async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body });
      return answer(url, init);
    };
    return { api: storeOpsApi(createApiClient({ fetch })), calls };
  }

  it('sends a store-day as multipart with the files named as the spec names them', async () => {
    const { api, calls } = recording(() => json(answer('2026-11-23', true)));
    const out = await api.importStoreDay({
      storeId: 2,
      date: '2026-11-23',
      dryRun: true,
      files: [{ kind: 'sales.csv', blob: new Blob(['Hour\n']) }],
    });
    expect(out).toEqual(answer('2026-11-23', true));
    const form = calls[0]?.body as FormData;
    expect([calls[0]?.method, calls[0]?.url]).toEqual(['POST', '/api/import']);
    expect([form.get('store_id'), form.get('date'), form.get('dry_run')]).toEqual([
      '2',
      '2026-11-23',
      'true',
    ]);
    expect((form.get('file') as File).name).toBe('sales.csv');
    expect(await (form.get('file') as File).text()).toBe('Hour\n');
  });

  it('a 400 invalid_import throws ImportRefused with every problem; another 400 an ApiFailure', async () => {
    const problems = [{ file: 'sales.csv', line: 3, message: 'NetSales "lots" is not a number.' }];
    const refused = recording(() =>
      json({ error: { code: 'invalid_import', message: 'Nothing imported (1 problem).' }, problems }, 400),
    );
    const error = await refused.api
      .importStoreDay({ storeId: 2, date: '2026-11-23', dryRun: false, files: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect([(error as ImportRefused).message, (error as ImportRefused).problems]).toEqual([
      'Nothing imported (1 problem).',
      problems,
    ]);
    const other = recording(() =>
      json({ error: { code: 'bad_request', message: 'date must be a real date.' } }, 400),
    );
    const failure = await other.api
      .importStoreDay({ storeId: 2, date: 'x', dryRun: false, files: [] })
      .catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(ImportRefused);
    expect((failure as ApiFailure).message).toBe('date must be a real date.');
  });

  it('creates, lists and revokes tokens; a stale mapping save carries the current mapping', async () => {
    const created = {
      id: 5,
      name: 'Nightly',
      store_ids: null,
      created_at: '2026-11-24T02:00:00.000Z',
      token: 'sot_x',
    };
    const { api, calls } = recording((url, init) => {
      if (url === '/api/tokens' && init.method === 'POST') return json(created, 201);
      if (url === '/api/tokens/5') return new Response(null, { status: 204 });
      if (url === '/api/import/mappings/1' && init.method === 'PUT')
        return json(
          { error: { code: 'conflict', message: 'Stale.' }, current: { ...importMapping, version: 2 } },
          409,
        );
      return json([]);
    });
    expect((await api.createToken({ name: 'Nightly', store_ids: null })).token).toBe('sot_x');
    expect(await api.tokens()).toEqual([]);
    await api.revokeToken(5);
    const stale = await api
      .saveImportMapping(1, { version: 1, time_format: '12h', files: {} })
      .catch((e: unknown) => e);
    expect((stale as ApiFailure).current).toEqual({ ...importMapping, version: 2 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/tokens',
      'GET /api/tokens',
      'DELETE /api/tokens/5',
      'PUT /api/import/mappings/1',
    ]);
  });
});
