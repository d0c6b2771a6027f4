import type { AuditEntryRow, ImportMapping, ImportResponse, ServiceToken, Store } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure, ImportRefused } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { type DataImportInput, dataImportMachine, type ImportDayCheck } from './dataImport.machine';

export const importStores: Store[] = [
  {
    id: 2,
    name: 'Downtown',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '512-555-0100',
    franchise: 'Harvest Table',
    company_id: 1,
    source_id: 'S2',
    version: 0,
  },
];
export const importTokens: ServiceToken[] = [
  {
    id: 4,
    name: 'POS nightly',
    store_ids: [2],
    created_at: new Date('2026-11-20T08:00:00Z'),
    last_used_at: new Date('2026-11-24T02:00:00Z'),
  },
];
export const recentImport: AuditEntryRow = {
  id: 91,
  at: new Date('2026-11-24T02:00:00Z'),
  action: 'import',
  actor_user_id: 1,
  actor_email: 'admin@example.com',
  as_user_id: 1,
  as_email: 'admin@example.com',
  target_user_id: null,
  target_email: null,
  entity: 'stores',
  entity_id: 2,
  entity_name: 'Downtown',
  before: null,
  after: { date: '2026-11-23', counts: { 'sales.csv': 14 }, replaced: { 'sales.csv': 14 } },
  ip: '127.0.0.1',
  detail: 'import 2026-11-23',
};
export const importMapping: ImportMapping = { company_id: 1, version: 0, time_format: '12h', files: {} };

const file = (path: string, over: Partial<ImportDayCheck['files'][number]> = {}) => ({
  path,
  kind: 'sales.csv' as const,
  rows: 14,
  headers: ['Hour', 'NetSales'],
  missing: [],
  extra: [],
  problems: [],
  ...over,
});
/** Two clean days (a folder of two dates). */
const clean: ImportDayCheck[] = [
  { date: '2026-11-22', files: [file('2026-11-22/sales.csv')] },
  { date: '2026-11-23', files: [file('2026-11-23/sales.csv')] },
];
const bad: ImportDayCheck[] = [
  {
    date: '2026-11-23',
    files: [file('sales.csv', { problems: [{ line: 3, message: 'NetSales "lots" is not a number.' }] })],
  },
];
const unmapped: ImportDayCheck[] = [
  {
    date: '2026-11-23',
    files: [
      file('sales.csv', { headers: ['Time', 'Net'], missing: ['Hour', 'NetSales'], extra: ['Time', 'Net'] }),
    ],
  },
];
const answer = (date: string, dryRun: boolean): ImportResponse => ({
  dry_run: dryRun,
  store_id: 2,
  date,
  counts: { 'sales.csv': 14 },
  replaced: { 'sales.csv': 12 },
});
const blob = new Blob(['Hour\n']);
const input: DataImportInput = { date: '2026-11-23' };

const EVENTS = [
  {
    type: 'xstate.done.actor.loadOverview',
    output: { stores: importStores, recent: [recentImport], tokens: importTokens },
  },
  { type: 'xstate.error.actor.loadOverview', error: new ApiFailure(0, 'network', 'Offline.') },
  { type: 'overview.retry' },
  { type: 'overview.reload' },
  { type: 'import.store', storeId: 2 },
  { type: 'import.date', date: '2026-11-22' },
  { type: 'import.drop', files: [{ path: 'sales.csv', blob }] },
  { type: 'import.drop', files: [{ path: '2026-11-22/sales.csv', blob }] },
  { type: 'xstate.done.actor.loadMapping', output: importMapping },
  { type: 'xstate.error.actor.loadMapping', error: new ApiFailure(403, 'forbidden', 'No.') },
  { type: 'xstate.done.actor.parse', output: { days: clean } },
  { type: 'xstate.done.actor.parse', output: { days: bad } },
  { type: 'xstate.done.actor.parse', output: { days: unmapped } },
  { type: 'xstate.error.actor.parse', error: new Error('The worker stopped.') },
  { type: 'mapping.save', mapping: { time_format: '24h', files: { 'sales.csv': { Time: 'Hour' } } } },
  { type: 'xstate.done.actor.saveMapping', output: { ...importMapping, version: 1 } },
  {
    type: 'xstate.error.actor.saveMapping',
    error: new ApiFailure(409, 'conflict', 'Stale.', { ...importMapping, version: 2 }),
  },
  {
    type: 'xstate.error.actor.saveMapping',
    error: new ApiFailure(400, 'invalid', 'files.sales.csv: Hour is not a column of sales.csv.'),
  },
  { type: 'import.dryRun' },
  {
    type: 'xstate.done.actor.dryRun',
    output: [answer('2026-11-22', true), answer('2026-11-23', true)],
  },
  {
    type: 'xstate.error.actor.dryRun',
    error: new ImportRefused('2026-11-22', 'Nothing imported (1 problem).', [
      { file: 'sales.csv', line: 2, message: 'Hour "25:00" is not a time like 07:30 AM.' },
    ]),
  },
  { type: 'xstate.error.actor.dryRun', error: new ApiFailure(429, 'rate_limited', 'Too many imports.') },
  { type: 'import.cancel' },
  { type: 'import.confirm' },
  { type: 'xstate.done.actor.commit', output: answer('2026-11-22', false) },
  { type: 'xstate.error.actor.commit', error: new ApiFailure(0, 'network', 'Offline.') },
  {
    type: 'xstate.error.actor.commit',
    error: new ImportRefused('2026-11-22', 'Nothing imported (1 problem).', [
      { file: 'sales.csv', line: null, message: 'sales.csv is given more than once.' },
    ]),
  },
  { type: 'import.reset' },
  { type: 'import.remove', path: 'sales.csv' },
  { type: 'token.create', name: 'Nightly', storeIds: null },
  {
    type: 'xstate.done.actor.createToken',
    output: { id: 5, name: 'Nightly', store_ids: null, created_at: new Date(0), token: 'sot_secret' },
  },
  { type: 'xstate.error.actor.createToken', error: new ApiFailure(400, 'invalid', 'name is empty.') },
  { type: 'token.dismiss' },
  { type: 'token.revoke', id: 4 },
  { type: 'xstate.done.actor.revokeToken', output: { id: 4 } },
  { type: 'xstate.error.actor.revokeToken', error: new ApiFailure(404, 'not_found', 'No such token.') },
];

/** The import machine's traversal (its test and the QA coverage check). */
export const dataImportGraph = {
  machine: dataImportMachine,
  input,
  // The regions are walked one at a time, the others at rest: their product is too large to walk.
  events: (snapshot: AnyMachineSnapshot) => {
    const v = snapshot.value as { overview: string; files: string; tokens: string };
    const overviewEvent = (t: string) => t.includes('Overview') || t.startsWith('overview.');
    if (v.overview !== 'ready') return EVENTS.filter((e) => overviewEvent(e.type));
    if (v.tokens !== 'idle') return EVENTS.filter((e) => e.type.includes('Token'));
    const tokensAtRest = snapshot.context.createdToken === null && snapshot.context.tokenError === null;
    return EVENTS.filter((e) =>
      e.type.startsWith('token.')
        ? v.files === 'empty'
        : e.type === 'overview.reload' || (!overviewEvent(e.type) && tokensAtRest),
    );
  },
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      s.context.storeId !== null,
      s.context.files.length,
      s.context.mapping !== null,
      s.context.days.length,
      s.context.imported.length,
      s.context.createdToken !== null,
      s.context.tokenError !== null,
    ]),
} satisfies MachineGraph;
