import {
  DEFAULT_REPORT_SETTINGS,
  type ReportContext,
  type ReportSettings,
  type ReportSettingsChange,
  type ReportSettingsFields,
  type ReportTargets,
  reportDayStatusView,
  reportSettingsDiff,
  reportSettingsFieldsSchema,
  type SalesMetricKey,
  type StatBlockKey,
  type StoreDayStatusView,
  sameReportSettings,
} from '@store-ops/domain';
import { and, assertEvent, assign, not, type SnapshotFrom, setup } from 'xstate';
import { reportCustomizerBrowserDefaults } from '../adapters/reportCustomizer';
import { messageOf, versionedEditorStates } from '../versionedEditor/versionedEditor';
import { REPORT_CUSTOMIZER_MESSAGES } from './reportCustomizerMessages';

/** The preview is built this long after the last change of the draft, the store or the date. */
export const REPORT_PREVIEW_DEBOUNCE_MS = 300;

export interface ReportCustomizerCompany {
  id: number;
  name: string;
}

export interface ReportCustomizerInput {
  companies: ReportCustomizerCompany[];
  /** The company whose settings open (the first company when absent). */
  companyId?: number;
  /** The store-day the preview is built for, when the screen already knows one. */
  storeId?: number | null;
  date?: string;
}

/** What the preview pane shows: the report context of one store-day built with the draft. */
export interface ReportPreview {
  storeId: number | null;
  /** YYYY-MM-DD ('' until chosen). */
  date: string;
  /** The last preview built (kept, stale, while the draft is invalid). */
  text: string | null;
  /** The same build as staff see it in the printable report (null with `text`). */
  report: ReportContext | null;
  sizeKb: number | null;
  /** Why the last build failed. */
  error: string | null;
  /** What `text` / `error` were built from (the preview is current when it is the draft, store and date now). */
  builtFor: ReportPreviewInput | null;
}

export interface ReportPreviewInput {
  settings: ReportSettingsFields;
  storeId: number;
  date: string;
}
export interface ReportPreviewOutput {
  text: string;
  report: ReportContext;
  sizeKb: number;
}
/** The app's preview builder (its report worker): the report context of a store-day with these settings. */
export type ReportPreviewBuilder = (
  input: ReportPreviewInput,
  signal: AbortSignal,
) => Promise<ReportPreviewOutput>;

/** A form field's path in the settings and the value it takes (numbers: NaN or null when empty). */
export type ReportSettingsFieldChange =
  | { path: `blocks.${StatBlockKey}`; value: boolean }
  | { path: `metrics.${SalesMetricKey}`; value: boolean }
  | { path: 'on_time_tolerance_minutes' | `targets.${keyof ReportTargets}`; value: number | null }
  | { path: 'instructions'; value: string };
export type ReportSettingsFieldPath = ReportSettingsFieldChange['path'];

export type ReportCustomizerEvent =
  | { type: 'customizer.company'; companyId: number }
  | ({ type: 'customizer.field' } & ReportSettingsFieldChange)
  | { type: 'customizer.previewStore'; storeId: number | null }
  | { type: 'customizer.previewDate'; date: string }
  | { type: 'customizer.save' }
  | { type: 'customizer.discard' }
  | { type: 'customizer.retry' }
  | { type: 'customizer.keepMine' }
  | { type: 'customizer.takeTheirs' }
  | { type: 'customizer.dismiss' };

export interface ReportCustomizerContext {
  companies: ReportCustomizerCompany[];
  /** null only when there is no company at all. */
  companyId: number | null;
  /** The settings as the server has them (null until loaded). */
  saved: ReportSettings | null;
  draft: ReportSettingsFields;
  /** The draft's validation messages by field path (`targets.labor_cost_pct`), kept as it changes. */
  fieldErrors: Record<string, string>;
  preview: ReportPreview;
  /** The server's current settings after a save made against an older version (409). */
  conflict: ReportSettings | null;
  /** Why the load or the last save failed. */
  error: string | null;
  /** The last save went through and nothing changed since. */
  justSaved: boolean;
}

/** The settings without their company and version. */
export const reportSettingsFieldsOf = (settings: ReportSettingsFields): ReportSettingsFields => ({
  blocks: { ...settings.blocks },
  metrics: { ...settings.metrics },
  on_time_tolerance_minutes: settings.on_time_tolerance_minutes,
  targets: { ...settings.targets },
  instructions: settings.instructions,
});

/** The draft's validation messages by field path (the first message of each field). */
export function reportSettingsFieldErrors(draft: ReportSettingsFields): Record<string, string> {
  const result = reportSettingsFieldsSchema.safeParse(draft);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** An empty number field: no target for sales per labor hour, NaN (refused) for the others. */
function numberOf(path: string, value: unknown): number | null {
  const empty = value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
  if (path === 'targets.sales_per_labor_hour') return empty ? null : (value as number);
  return empty ? Number.NaN : (value as number);
}

/** The draft with one field changed. */
export function applyReportSettingsField(
  draft: ReportSettingsFields,
  change: ReportSettingsFieldChange,
): ReportSettingsFields {
  const [group, key] = change.path.split('.') as [string, string | undefined];
  switch (group) {
    case 'blocks':
      return { ...draft, blocks: { ...draft.blocks, [key as string]: change.value === true } };
    case 'metrics':
      return { ...draft, metrics: { ...draft.metrics, [key as string]: change.value === true } };
    case 'targets':
      return {
        ...draft,
        targets: { ...draft.targets, [key as string]: numberOf(change.path, change.value) },
      };
    case 'on_time_tolerance_minutes':
      return { ...draft, on_time_tolerance_minutes: numberOf(change.path, change.value) as number };
    case 'instructions':
      return { ...draft, instructions: String(change.value ?? '') };
    default:
      return draft;
  }
}

/**
 * The draft differs from the settings the server has. Another company opens only once the changes
 * are saved or discarded (nothing typed is lost by choosing another company).
 */
export function reportCustomizerDirty(context: Pick<ReportCustomizerContext, 'saved' | 'draft'>): boolean {
  return context.saved !== null && !sameReportSettings(context.saved, context.draft);
}

/** The preview on screen was built from the draft, store and date as they are now. */
export function reportPreviewCurrent(context: Pick<ReportCustomizerContext, 'draft' | 'preview'>): boolean {
  const { builtFor, storeId, date } = context.preview;
  return (
    builtFor !== null &&
    builtFor.storeId === storeId &&
    builtFor.date === date &&
    sameReportSettings(builtFor.settings, context.draft)
  );
}

const NO_PREVIEW = { text: null, report: null, sizeKb: null, error: null, builtFor: null } as const;

/** The settings as loaded or saved: the draft starts from them, nothing to correct. */
const opened = (settings: ReportSettings) => ({
  saved: settings,
  draft: reportSettingsFieldsOf(settings),
  fieldErrors: {},
  conflict: null,
  error: null,
});

/** The report customizer's types, guards and actions; its actors are the browser defaults until `.provide()`. */
const customizerSetup = setup({
  types: {
    context: {} as ReportCustomizerContext,
    events: {} as ReportCustomizerEvent,
    input: {} as ReportCustomizerInput,
  },
  actors: reportCustomizerBrowserDefaults().actors,
  delays: { previewDebounce: REPORT_PREVIEW_DEBOUNCE_MS },
  guards: {
    dirty: ({ context }) => reportCustomizerDirty(context),
    valid: ({ context }) => Object.keys(reportSettingsFieldErrors(context.draft)).length === 0,
    /** No store or no date chosen: nothing to preview. */
    noStoreDay: ({ context }) => context.preview.storeId === null || context.preview.date === '',
    hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
    previewCurrent: ({ context }) => reportPreviewCurrent(context) && context.preview.error === null,
    previewFailedCurrent: ({ context }) => reportPreviewCurrent(context) && context.preview.error !== null,
  },
  actions: {
    applyField: assign(({ context, event }) => {
      assertEvent(event, 'customizer.field');
      const draft = applyReportSettingsField(context.draft, event);
      return { draft, fieldErrors: reportSettingsFieldErrors(draft), error: null, justSaved: false };
    }),
    discard: assign(({ context }) => ({
      draft: context.saved ? reportSettingsFieldsOf(context.saved) : reportSettingsFieldsOf(context.draft),
      fieldErrors: {},
      error: null,
      justSaved: false,
    })),
    showErrors: assign(({ context }) => ({ fieldErrors: reportSettingsFieldErrors(context.draft) })),
    setStore: assign(({ context, event }) => {
      assertEvent(event, 'customizer.previewStore');
      return { preview: { ...context.preview, storeId: event.storeId } };
    }),
    setDate: assign(({ context, event }) => {
      assertEvent(event, 'customizer.previewDate');
      return { preview: { ...context.preview, date: event.date } };
    }),
    /** Another company: its settings load; the draft, the preview and its store were the last one's. */
    switchCompany: assign(({ context, event }) => {
      assertEvent(event, 'customizer.company');
      return {
        companyId: event.companyId,
        saved: null,
        draft: reportSettingsFieldsOf(DEFAULT_REPORT_SETTINGS),
        fieldErrors: {},
        conflict: null,
        error: null,
        justSaved: false,
        preview: { ...context.preview, ...NO_PREVIEW, storeId: null },
      };
    }),
  },
});

/** Load, save against the version and the conflict: the shared versioned editor. */
const editorStates = versionedEditorStates(customizerSetup, {
  events: {
    retry: 'customizer.retry',
    keepMine: 'customizer.keepMine',
    takeTheirs: 'customizer.takeTheirs',
    cancel: 'customizer.dismiss',
  },
  load: {
    input: (context) => ({ companyId: context.companyId }),
    done: { target: 'editing', update: (_, settings: ReportSettings) => opened(settings) },
    failed: REPORT_CUSTOMIZER_MESSAGES.loadFailed,
  },
  save: {
    src: 'save',
    input: (context) => ({
      ...context.draft,
      company_id: context.companyId as number,
      version: (context.saved as ReportSettings).version,
    }),
    done: [
      { target: 'editing', update: (_, saved: ReportSettings) => ({ ...opened(saved), justSaved: true }) },
    ],
    conflict: (_, current: ReportSettings) => ({ conflict: current }),
    refused: [
      {
        target: 'saveFailed',
        update: (_, error) => ({ error: messageOf(error, REPORT_CUSTOMIZER_MESSAGES.saveFailed) }),
      },
    ],
  },
  conflict: {
    // The same draft, made against their version now.
    keepMine: (context) => ({ saved: context.conflict, conflict: null }),
    // Their settings replace my changes.
    takeTheirs: { target: 'editing', update: (context) => opened(context.conflict as ReportSettings) },
    cancel: { target: 'editing', update: () => ({ conflict: null }) },
  },
});

/**
 * The admin's report customizer: loads a company's report settings; edits them in a draft
 * validated as it changes (the contract's messages by field); previews the report context of a chosen
 * store-day with the draft, 300 ms after the last change (a newer change supersedes a build under
 * way; an invalid draft keeps the last preview, stale, and builds nothing); saves the whole settings
 * against their version (an invalid draft sends nothing; a stale save shows the conflict: keep mine
 * saves again over theirs, take theirs replaces the draft; any other refusal keeps the draft with the
 * message); discards back to what is saved. Another company opens only while nothing is unsaved.
 */
export const reportCustomizerMachine = customizerSetup.createMachine({
  id: 'reportCustomizer',
  context: ({ input }) => ({
    companies: input.companies,
    companyId: input.companyId ?? input.companies[0]?.id ?? null,
    saved: null,
    draft: reportSettingsFieldsOf(DEFAULT_REPORT_SETTINGS),
    fieldErrors: {},
    preview: { storeId: input.storeId ?? null, date: input.date ?? '', ...NO_PREVIEW },
    conflict: null,
    error: null,
    justSaved: false,
  }),
  initial: 'loading',
  on: {
    // The store-day can be chosen at any time; the preview follows it when the draft is being edited.
    'customizer.previewStore': { actions: 'setStore' },
    'customizer.previewDate': { actions: 'setDate' },
  },
  states: {
    ...editorStates,
    loading: {
      ...editorStates.loading,
      on: {
        // A newer choice replaces the load under way.
        'customizer.company': { target: 'loading', reenter: true, actions: 'switchCompany' },
      },
    },
    loadFailed: {
      ...editorStates.loadFailed,
      on: {
        ...editorStates.loadFailed.on,
        'customizer.company': { target: 'loading', actions: 'switchCompany' },
      },
    },
    editing: {
      // Every change re-enters `editing`: the preview decides again (`preview.check`), and a build
      // under way is stopped (its result never arrives).
      on: {
        'customizer.field': { target: 'editing', reenter: true, actions: 'applyField' },
        'customizer.discard': { target: 'editing', reenter: true, actions: 'discard' },
        'customizer.previewStore': { target: 'editing', reenter: true, actions: 'setStore' },
        'customizer.previewDate': { target: 'editing', reenter: true, actions: 'setDate' },
        'customizer.company': { guard: not('dirty'), target: 'loading', actions: 'switchCompany' },
        'customizer.save': [
          { guard: and(['dirty', 'valid']), target: 'saving', actions: assign({ justSaved: false }) },
          { actions: 'showErrors' },
        ],
      },
      initial: 'preview',
      states: {
        preview: {
          initial: 'check',
          states: {
            check: {
              always: [
                { guard: 'noStoreDay', target: 'idle' },
                // An invalid draft builds nothing: the last preview stays, stale.
                { guard: 'hasFieldErrors', target: 'idle' },
                // Back to what is on screen (a change undone, a save of the draft previewed).
                { guard: 'previewCurrent', target: 'ready' },
                { guard: 'previewFailedCurrent', target: 'failed' },
                { target: 'debouncing' },
              ],
            },
            idle: {},
            debouncing: {
              after: { previewDebounce: 'building' },
            },
            building: {
              invoke: {
                src: 'buildPreview',
                id: 'buildPreview',
                input: ({ context }) => ({
                  settings: context.draft,
                  storeId: context.preview.storeId as number,
                  date: context.preview.date,
                }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => ({
                    preview: {
                      ...context.preview,
                      text: event.output.text,
                      report: event.output.report,
                      sizeKb: event.output.sizeKb,
                      error: null,
                      builtFor: {
                        settings: context.draft,
                        storeId: context.preview.storeId as number,
                        date: context.preview.date,
                      },
                    },
                  })),
                },
                onError: {
                  target: 'failed',
                  actions: assign(({ context, event }) => ({
                    preview: {
                      ...context.preview,
                      text: null,
                      report: null,
                      sizeKb: null,
                      error: messageOf(event.error, REPORT_CUSTOMIZER_MESSAGES.previewFailed),
                      builtFor: {
                        settings: context.draft,
                        storeId: context.preview.storeId as number,
                        date: context.preview.date,
                      },
                    },
                  })),
                },
              },
            },
            ready: {},
            failed: { tags: ['error'] },
          },
        },
      },
    },
    saveFailed: {
      tags: ['error'],
      // The form stays on screen with the message: typing or discarding goes back to editing,
      // Save (or Retry) sends the same draft again.
      on: {
        'customizer.field': { target: 'editing', actions: 'applyField' },
        'customizer.discard': { target: 'editing', actions: 'discard' },
        'customizer.save': { target: 'saving', actions: assign({ error: null }) },
        'customizer.retry': { target: 'saving', actions: assign({ error: null }) },
        'customizer.dismiss': { target: 'editing', actions: assign({ error: null }) },
      },
    },
  },
});

export type ReportCustomizerSnapshot = SnapshotFrom<typeof reportCustomizerMachine>;

export type ReportCustomizerStatus = 'loading' | 'loadFailed' | 'ready' | 'saving' | 'conflict';
export type ReportPreviewState = 'idle' | 'waiting' | 'building' | 'ready' | 'failed';

export interface ReportCustomizerView {
  status: ReportCustomizerStatus;
  companies: ReportCustomizerCompany[];
  companyId: number | null;
  /** The form's values. */
  draft: ReportSettingsFields;
  /** The draft differs from what is saved. */
  dirty: boolean;
  /** COMPANY is refused now (unsaved changes, a save under way): the picker says `REPORT_CUSTOMIZER_MESSAGES.unsaved`. */
  companyLocked: boolean;
  /** What Save would change, field by field (an emptied number reads `Empty`). */
  changes: ReportSettingsChange[];
  fieldErrors: Record<string, string>;
  /** Ready, changed and valid. */
  canSave: boolean;
  preview: Omit<ReportPreview, 'builtFor'> & {
    state: ReportPreviewState;
    /** The built day's status, as the printable report shows it. */
    dayStatus: StoreDayStatusView | null;
    /** The targets the shown preview was built with (the draft's may be invalid meanwhile). */
    targets: ReportTargets | null;
    /** The draft has field errors: the text shown is of an earlier, valid draft (nothing is built). */
    stale: boolean;
  };
  /**
   * A stale save: the server's settings and where the draft differs from them (`from` theirs, `to`
   * the draft). `customizer.keepMine` or `customizer.takeTheirs`.
   */
  conflict: { current: ReportSettings; changes: ReportSettingsChange[] } | null;
  /** Why the load or the last save failed. */
  error: string | null;
  /** The last save went through and nothing changed since. */
  justSaved: boolean;
}

const PREVIEW_STATES: Record<string, ReportPreviewState> = {
  idle: 'idle',
  debouncing: 'waiting',
  building: 'building',
  ready: 'ready',
  failed: 'failed',
};

function statusOf(value: unknown): ReportCustomizerStatus {
  if (value === 'loading' || value === 'loadFailed' || value === 'saving' || value === 'conflict')
    return value;
  return 'ready'; // editing, saveFailed (the form with the message)
}

/** A number field emptied in the draft reads `Empty` in the list of changes (not `NaN min`). */
function emptiedOf(draft: ReportSettingsFields, change: ReportSettingsChange): ReportSettingsChange {
  const [group, key] = change.key.split('.') as [string, string | undefined];
  const value =
    group === 'targets'
      ? draft.targets[key as keyof ReportTargets]
      : group === 'on_time_tolerance_minutes'
        ? draft.on_time_tolerance_minutes
        : undefined;
  return typeof value === 'number' && Number.isNaN(value) ? { ...change, to: 'Empty' } : change;
}

/** The customizer screen's props, plain values. */
export function reportCustomizerView(
  snapshot: Pick<ReportCustomizerSnapshot, 'context' | 'value'>,
): ReportCustomizerView {
  const { context, value } = snapshot;
  const status = statusOf(value);
  const dirty = reportCustomizerDirty(context);
  const hasErrors = Object.keys(context.fieldErrors).length > 0;
  const { builtFor, ...preview } = context.preview;
  const previewValue =
    typeof value === 'object' && value !== null
      ? (value as { editing?: { preview?: string } }).editing?.preview
      : undefined;
  const state: ReportPreviewState =
    previewValue !== undefined
      ? (PREVIEW_STATES[previewValue] ?? 'idle')
      : preview.text !== null
        ? 'ready'
        : preview.error !== null
          ? 'failed'
          : 'idle';
  return {
    status,
    companies: context.companies,
    companyId: context.companyId,
    draft: context.draft,
    dirty,
    companyLocked: dirty || status === 'saving' || status === 'conflict',
    changes: context.saved
      ? reportSettingsDiff(context.saved, context.draft).map((c) => emptiedOf(context.draft, c))
      : [],
    fieldErrors: context.fieldErrors,
    canSave: status === 'ready' && dirty && !hasErrors,
    preview: {
      ...preview,
      dayStatus: preview.report ? reportDayStatusView(preview.report) : null,
      targets: preview.report && builtFor ? builtFor.settings.targets : null,
      state,
      stale: preview.text !== null && hasErrors,
    },
    conflict: context.conflict && {
      current: context.conflict,
      changes: reportSettingsDiff(context.conflict, context.draft).map((c) => emptiedOf(context.draft, c)),
    },
    error: context.error,
    justSaved: context.justSaved,
  };
}
