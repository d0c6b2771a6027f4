import type { AuditEntryRow, ImportResponse, ServiceToken } from '@store-ops/domain';
import type { ImportDayView, ImportFileView } from './ImportScreen';

export const importStores = [
  { id: 2, name: 'Harvest Table Downtown' },
  { id: 3, name: 'Harvest Table Lakeside' },
];

export const importTokensFixture: ServiceToken[] = [
  {
    id: 4,
    name: 'POS nightly',
    store_ids: [2],
    created_at: new Date('2026-11-20T16:00:00Z'),
    last_used_at: new Date('2026-11-24T10:00:00Z'),
  },
  {
    id: 5,
    name: 'Labor sync',
    store_ids: null,
    created_at: new Date('2026-11-21T16:00:00Z'),
    last_used_at: null,
  },
];

export const recentImportsFixture: AuditEntryRow[] = [
  {
    id: 91,
    at: new Date('2026-11-24T10:00:00Z'),
    action: 'import',
    actor_user_id: null,
    actor_email: null,
    as_user_id: null,
    as_email: null,
    target_user_id: null,
    target_email: null,
    entity: 'stores',
    entity_id: 2,
    entity_name: null,
    before: null,
    after: {
      date: '2026-11-23',
      counts: { 'sales.csv': 14, 'tasks.csv': 6 },
      replaced: { 'sales.csv': 14, 'tasks.csv': 6 },
      token: { id: 4, name: 'POS nightly' },
    },
    ip: '203.0.113.7',
    detail: 'import 2026-11-23 with token POS nightly',
  },
  {
    id: 88,
    at: new Date('2026-11-23T17:30:00Z'),
    action: 'import',
    actor_user_id: 1,
    actor_email: 'admin@example.com',
    as_user_id: 1,
    as_email: 'admin@example.com',
    target_user_id: null,
    target_email: null,
    entity: 'stores',
    entity_id: 3,
    entity_name: null,
    before: null,
    after: { date: '2026-11-22', counts: { 'sales.csv': 12 }, replaced: { 'sales.csv': 0 } },
    ip: '203.0.113.7',
    detail: 'import 2026-11-22',
  },
];

const file = (path: string, over: Partial<ImportFileView> = {}): ImportFileView => ({
  path,
  kind: 'sales.csv',
  rows: 14,
  headers: [
    'Hour',
    'NetSales',
    'TransactionsCount',
    'LaborHours',
    'LaborCost',
    'SuggestedLaborHours',
    'Forecast',
  ],
  missing: [],
  extra: [],
  problems: [],
  ...over,
});

export const cleanDay: ImportDayView[] = [
  {
    date: '2026-11-23',
    files: [
      file('sales.csv'),
      file('tasks.csv', { kind: 'tasks.csv', rows: 6, headers: ['Status', 'CompletedBy', 'TaskName'] }),
    ],
  },
];

export const problemDay: ImportDayView[] = [
  {
    date: '2026-11-23',
    files: [
      file('sales.csv', { problems: [{ line: 3, message: 'NetSales "lots" is not a number.' }] }),
      file('tasks.csv', { kind: 'tasks.csv', rows: 6, headers: ['Status', 'CompletedBy', 'TaskName'] }),
      file('notes.txt', {
        kind: null,
        rows: 0,
        headers: [],
        problems: [
          {
            line: null,
            message:
              'Unknown file; expected one of sales.csv, samples.csv, timers.csv, actual_labor.csv, scheduled_labor.csv, tasks.csv.',
          },
        ],
      }),
    ],
  },
];

export const unmappedDay: ImportDayView[] = [
  {
    date: '2026-11-23',
    files: [
      file('sales.csv', {
        headers: [
          'Time',
          'Net',
          'TransactionsCount',
          'LaborHours',
          'LaborCost',
          'SuggestedLaborHours',
          'Forecast',
        ],
        missing: ['Hour', 'NetSales'],
        extra: ['Time', 'Net'],
      }),
    ],
  },
];

export const extraColumnDay: ImportDayView[] = [
  {
    date: '2026-11-23',
    files: [
      file('tasks.csv', {
        kind: 'tasks.csv',
        rows: 0,
        headers: ['Status', 'CompletedBy', 'TaskName', 'Notes'],
        extra: ['Notes'],
        problems: [
          {
            line: 1,
            message:
              'tasks.csv has the extra column "Notes"; map it to a column of tasks.csv or mark it not imported.',
          },
        ],
      }),
    ],
  },
];

/** A sales.csv in the export's own headers, one of them not imported (the dry run through the mapping). */
export const mappedDay: ImportDayView[] = [
  {
    date: '2026-11-23',
    files: [
      file('sales.csv', {
        headers: [
          'Time',
          'Net',
          'TransactionsCount',
          'LaborHours',
          'LaborCost',
          'SuggestedLaborHours',
          'Forecast',
          'Notes',
        ],
      }),
    ],
  },
];

export const twoDays: ImportDayView[] = [
  { date: '2026-11-22', files: [file('2026-11-22/sales.csv')] },
  { date: '2026-11-23', files: [file('2026-11-23/sales.csv')] },
];

export const dryRunsFixture: ImportResponse[] = [
  {
    dry_run: true,
    store_id: 2,
    date: '2026-11-22',
    counts: { 'sales.csv': 14 },
    replaced: { 'sales.csv': 12 },
  },
  {
    dry_run: true,
    store_id: 2,
    date: '2026-11-23',
    counts: { 'sales.csv': 14 },
    replaced: { 'sales.csv': 0 },
  },
];
