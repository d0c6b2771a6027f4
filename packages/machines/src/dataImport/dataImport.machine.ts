import type {
  AuditEntryRow,
  CsvFileName,
  ImportMapping,
  ImportMappingWrite,
  ImportResponse,
  ServiceToken,
  Store,
} from '@store-ops/domain';
import { assertEvent, assign, raise, setup } from 'xstate';
import { ImportRefused } from '../adapters/api';
import { dataImportBrowserDefaults } from '../adapters/dataImport';

/** A file as it was dropped or picked: its path inside a dropped folder (or its name) and its bytes. */
export interface DroppedFile {
  path: string;
  blob: Blob;
}

/** One problem of a file: its line (null: the whole file) and what is wrong. */
export interface ImportLineProblem {
  line: number | null;
  message: string;
}

/** What the parse found in one file. */
export interface ImportFileCheck {
  path: string;
  /** Which of the six files it is (null: none; that is a problem of its own). */
  kind: CsvFileName | null;
  /** Rows that will be imported. */
  rows: number;
  /** The file's own header row. */
  headers: string[];
  /** The spec's columns the file lacks once the company's mapping is applied (the mapping editor's cue). */
  missing: string[];
  /** Its headers that are no column of the file and not marked not imported (a cue as well). */
  extra: string[];
  problems: ImportLineProblem[];
}

/** One store-day of the drop: its date (the folder's, or the date chosen) and its files. */
export interface ImportDayCheck {
  date: string;
  files: ImportFileCheck[];
}

export interface ImportParseInput {
  files: readonly DroppedFile[];
  /** The date of files not in a `YYYY-MM-DD/` folder. */
  date: string;
  mapping: ImportMapping;
}
export interface ImportParseOutput {
  days: ImportDayCheck[];
}

/** A store-day as it is sent: its date and its files (each named as the spec names it). */
export interface ImportUpload {
  date: string;
  files: { kind: CsvFileName; blob: Blob }[];
}

export interface ImportOverview {
  stores: Store[];
  /** The last imports, newest first (the audit log's `import` entries). */
  recent: AuditEntryRow[];
  tokens: ServiceToken[];
}

/** A token just created: its secret is shown this once. */
export interface CreatedToken {
  id: number;
  name: string;
  token: string;
}

export interface DataImportInput {
  /** The date files outside a dated folder are for (the app's selected date). */
  date: string;
  storeId?: number | null;
}

export interface DataImportContext {
  storeId: number | null;
  date: string;
  stores: Store[];
  recent: AuditEntryRow[];
  tokens: ServiceToken[];
  overviewError: string | null;
  files: DroppedFile[];
  days: ImportDayCheck[];
  mapping: ImportMapping | null;
  mappingError: string | null;
  /** The dry run's answer per store-day, in day order. */
  dryRuns: ImportResponse[];
  /** The days imported so far (the progress bar's count). */
  imported: ImportResponse[];
  error: string | null;
  createdToken: CreatedToken | null;
  tokenError: string | null;
}

export type DataImportEvent =
  | { type: 'import.store'; storeId: number }
  | { type: 'import.date'; date: string }
  | { type: 'import.drop'; files: DroppedFile[] }
  | { type: 'import.remove'; path: string }
  | { type: 'import.dryRun' }
  | { type: 'import.confirm' }
  | { type: 'import.cancel' }
  | { type: 'import.reset' }
  | { type: 'mapping.save'; mapping: Omit<ImportMappingWrite, 'version'> }
  | { type: 'overview.retry' }
  | { type: 'overview.reload' }
  | { type: 'token.create'; name: string; storeIds: number[] | null }
  | { type: 'token.dismiss' }
  | { type: 'token.revoke'; id: number };

export const DATA_IMPORT_MESSAGES = {
  overviewFailed: 'Failed to load the import screen.',
  parseFailed: 'The files could not be read.',
  importFailed: 'The import failed.',
  mappingFailed: 'The mapping was not saved.',
  mappingStale: 'Someone else changed the mapping; it is shown as they saved it. Choose again and save.',
  tokenFailed: 'The token was not changed.',
} as const;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Every problem of a drop (file problems and the server's), in file then line order. */
export const importProblemCount = (days: readonly ImportDayCheck[]) =>
  days.reduce((n, d) => n + d.files.reduce((m, f) => m + f.problems.length, 0), 0);

/** The store-days as they are sent: each day's files that are one of the six, with their bytes. */
export function importUploads(
  days: readonly ImportDayCheck[],
  files: readonly DroppedFile[],
): ImportUpload[] {
  return days.map((d) => ({
    date: d.date,
    files: d.files.flatMap((f) => {
      const blob = files.find((x) => x.path === f.path)?.blob;
      return f.kind && blob ? [{ kind: f.kind, blob }] : [];
    }),
  }));
}

/** A company's mapping before one is saved: no header renamed, 12-hour times. */
export const identityMapping = (companyId: number): ImportMapping => ({
  company_id: companyId,
  version: 0,
  time_format: '12h',
  files: {},
});

const companyOf = (context: DataImportContext) =>
  context.stores.find((s) => s.id === context.storeId)?.company_id ?? null;

/** The new drop replaces files of the same path and keeps the rest. */
function mergeFiles(before: readonly DroppedFile[], added: readonly DroppedFile[]): DroppedFile[] {
  const paths = new Set(added.map((f) => f.path));
  return [...before.filter((f) => !paths.has(f.path)), ...added];
}

/** The days with a refused day's problems added to its files (a problem of no file goes to the first). */
export function withRefusal(days: readonly ImportDayCheck[], refusal: ImportRefused): ImportDayCheck[] {
  return days.map((d) => {
    if (d.date !== refusal.date) return d;
    const files = d.files.map((f) => ({ ...f, problems: [...f.problems] }));
    for (const p of refusal.problems) {
      const target = files.find((f) => f.kind === p.file || f.path === p.file) ?? files[0];
      target?.problems.push({ line: p.line, message: p.message });
    }
    return { ...d, files };
  });
}

/** What every state with files offers: another store or date, more files, a file taken away. */
const EDITABLE = {
  'import.store': { target: 'preparing', actions: 'chooseStore' },
  'import.date': { target: 'preparing', actions: 'chooseDate' },
  'import.drop': { guard: 'canDrop', target: 'preparing', actions: 'addFiles' },
  'import.remove': [
    { guard: 'noFilesLeft', target: 'empty', actions: 'clearFiles' },
    { target: 'preparing', actions: 'removeFile' },
  ],
} as const;

/**
 * The Import screen: the stores, the last imports and the service tokens load beside the drop. Dropped
 * files are parsed off the main thread with the store's company mapping (loaded first); a file whose
 * headers lack a spec column opens the mapping editor, a file with bad lines shows them, and nothing
 * goes further until every file of every day is clean. A dry run answers, per store-day, what the import
 * would replace; Import commits one day after another; a refused day shows the server's problems beside
 * its files. Tokens are created (the secret shown once) and revoked alongside.
 */
export const dataImportMachine = setup({
  types: {
    context: {} as DataImportContext,
    events: {} as DataImportEvent,
    input: {} as DataImportInput,
  },
  actors: dataImportBrowserDefaults().actors,
  actions: {
    chooseStore: assign(({ event }) => {
      assertEvent(event, 'import.store');
      return { storeId: event.storeId };
    }),
    chooseDate: assign(({ event }) => {
      assertEvent(event, 'import.date');
      return { date: event.date };
    }),
    addFiles: assign(({ context, event }) => {
      assertEvent(event, 'import.drop');
      return { files: mergeFiles(context.files, event.files) };
    }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'import.remove');
      return { files: context.files.filter((f) => f.path !== event.path) };
    }),
    clearFiles: assign({ files: [], days: [], dryRuns: [], imported: [], error: null }),
    /** The server's problems of a refused day, beside the files they are in. */
    applyRefusal: assign(({ context, event }) => {
      const refusal = (event as unknown as { error: ImportRefused }).error;
      return { days: withRefusal(context.days, refusal), dryRuns: [], imported: [] };
    }),
  },
  guards: {
    hasStore: ({ context }) => context.storeId !== null,
    canDrop: ({ context, event }) => {
      assertEvent(event, 'import.drop');
      return context.storeId !== null && event.files.length > 0;
    },
    mappingCurrent: ({ context }) =>
      context.mapping !== null && context.mapping.company_id === companyOf(context),
    noFilesLeft: ({ context, event }) => {
      assertEvent(event, 'import.remove');
      return context.files.every((f) => f.path === event.path);
    },
    needsMapping: ({ context }) =>
      context.days.some((d) => d.files.some((f) => f.missing.length > 0 || f.extra.length > 0)),
    hasProblems: ({ context }) => importProblemCount(context.days) > 0,
    refused: ({ event }) => (event as { error?: unknown }).error instanceof ImportRefused,
    moreDays: ({ context }) => context.imported.length < context.days.length,
    stale: ({ event }) => {
      const error = (event as { error?: { status?: unknown; current?: unknown } }).error;
      return error?.status === 409 && error.current !== undefined;
    },
  },
}).createMachine({
  id: 'dataImport',
  type: 'parallel',
  context: ({ input }) => ({
    storeId: input.storeId ?? null,
    date: input.date,
    stores: [],
    recent: [],
    tokens: [],
    overviewError: null,
    files: [],
    days: [],
    mapping: null,
    mappingError: null,
    dryRuns: [],
    imported: [],
    error: null,
    createdToken: null,
    tokenError: null,
  }),
  states: {
    overview: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: assign({ overviewError: null }),
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                stores: event.output.stores,
                recent: event.output.recent,
                tokens: event.output.tokens,
              })),
            },
            onError: {
              target: 'failed',
              actions: assign({
                overviewError: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.overviewFailed),
              }),
            },
          },
        },
        ready: { on: { 'overview.reload': 'loading' } },
        failed: { tags: ['error'], on: { 'overview.retry': 'loading' } },
      },
    },
    files: {
      initial: 'empty',
      states: {
        empty: {
          on: {
            'import.store': { actions: 'chooseStore' },
            'import.date': { actions: 'chooseDate' },
            'import.drop': { guard: 'canDrop', target: 'preparing', actions: 'addFiles' },
          },
        },
        /** The company's mapping first when it is not the one held. */
        preparing: {
          always: [{ guard: 'mappingCurrent', target: 'parsing' }, { target: 'loadingMapping' }],
        },
        loadingMapping: {
          tags: ['loading'],
          invoke: {
            id: 'loadMapping',
            src: 'loadMapping',
            input: ({ context }) => ({ companyId: companyOf(context) as number }),
            onDone: { target: 'parsing', actions: assign({ mapping: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.parseFailed),
              }),
            },
          },
        },
        parsing: {
          tags: ['loading'],
          entry: assign({ dryRuns: [], imported: [], error: null }),
          invoke: {
            id: 'parse',
            src: 'parse',
            input: ({ context }) => ({
              files: context.files,
              date: context.date,
              mapping: context.mapping as ImportMapping,
            }),
            onDone: { target: 'checked', actions: assign({ days: ({ event }) => event.output.days }) },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.parseFailed),
              }),
            },
          },
        },
        checked: {
          always: [
            { guard: 'needsMapping', target: 'unmapped' },
            { guard: 'hasProblems', target: 'problems' },
            { target: 'ready' },
          ],
        },
        problems: { on: EDITABLE },
        unmapped: {
          on: {
            ...EDITABLE,
            'mapping.save': { target: 'savingMapping', actions: assign({ mappingError: null }) },
          },
        },
        savingMapping: {
          tags: ['loading'],
          invoke: {
            id: 'saveMapping',
            src: 'saveMapping',
            input: ({ context, event }) => {
              assertEvent(event, 'mapping.save');
              return {
                companyId: (context.mapping as ImportMapping).company_id,
                write: { ...event.mapping, version: (context.mapping as ImportMapping).version },
              };
            },
            onDone: { target: 'parsing', actions: assign({ mapping: ({ event }) => event.output }) },
            onError: [
              {
                guard: 'stale',
                target: 'unmapped',
                actions: assign({
                  mapping: ({ event }) => (event.error as { current: ImportMapping }).current,
                  mappingError: DATA_IMPORT_MESSAGES.mappingStale,
                }),
              },
              {
                target: 'unmapped',
                actions: assign({
                  mappingError: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.mappingFailed),
                }),
              },
            ],
          },
        },
        ready: { on: { ...EDITABLE, 'import.dryRun': 'checking' } },
        checking: {
          tags: ['loading'],
          invoke: {
            id: 'dryRun',
            src: 'dryRun',
            input: ({ context }) => ({
              storeId: context.storeId as number,
              days: importUploads(context.days, context.files),
            }),
            onDone: { target: 'confirm', actions: assign({ dryRuns: ({ event }) => event.output }) },
            onError: [
              { guard: 'refused', target: 'problems', actions: 'applyRefusal' },
              {
                target: 'failed',
                actions: assign({
                  error: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.importFailed),
                }),
              },
            ],
          },
        },
        confirm: {
          on: {
            ...EDITABLE,
            'import.confirm': { target: 'importing', actions: assign({ imported: [] }) },
            'import.cancel': 'ready',
          },
        },
        importing: {
          tags: ['loading'],
          invoke: {
            id: 'commit',
            src: 'commit',
            input: ({ context }) => ({
              storeId: context.storeId as number,
              day: importUploads(context.days, context.files)[context.imported.length] as ImportUpload,
            }),
            onDone: {
              target: 'committed',
              actions: assign({ imported: ({ context, event }) => [...context.imported, event.output] }),
            },
            onError: [
              { guard: 'refused', target: 'problems', actions: 'applyRefusal' },
              {
                target: 'failed',
                actions: assign({
                  error: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.importFailed),
                }),
              },
            ],
          },
        },
        committed: {
          always: [
            { guard: 'moreDays', target: 'importing', reenter: true },
            { target: 'done', actions: raise({ type: 'overview.reload' }) },
          ],
        },
        done: {
          on: {
            'import.store': { actions: 'chooseStore' },
            'import.date': { actions: 'chooseDate' },
            'import.drop': { guard: 'canDrop', target: 'preparing', actions: ['clearFiles', 'addFiles'] },
            'import.reset': { target: 'empty', actions: 'clearFiles' },
          },
        },
        failed: {
          tags: ['error'],
          on: { ...EDITABLE, 'import.reset': { target: 'empty', actions: 'clearFiles' } },
        },
      },
    },
    tokens: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'token.create': 'creating',
            'token.revoke': 'revoking',
            'token.dismiss': { actions: assign({ createdToken: null, tokenError: null }) },
          },
        },
        creating: {
          tags: ['loading'],
          entry: assign({ createdToken: null, tokenError: null }),
          invoke: {
            id: 'createToken',
            src: 'createToken',
            input: ({ event }) => {
              assertEvent(event, 'token.create');
              return { name: event.name, store_ids: event.storeIds };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { token, ...row } = event.output;
                return {
                  createdToken: { id: row.id, name: row.name, token },
                  tokens: [...context.tokens, { ...row, last_used_at: null }],
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                tokenError: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.tokenFailed),
              }),
            },
          },
        },
        revoking: {
          tags: ['loading'],
          entry: assign({ tokenError: null }),
          invoke: {
            id: 'revokeToken',
            src: 'revokeToken',
            input: ({ event }) => {
              assertEvent(event, 'token.revoke');
              return { id: event.id };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                tokens: context.tokens.filter((t) => t.id !== event.output.id),
                createdToken: context.createdToken?.id === event.output.id ? null : context.createdToken,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({
                tokenError: ({ event }) => messageOf(event.error, DATA_IMPORT_MESSAGES.tokenFailed),
              }),
            },
          },
        },
      },
    },
  },
});
