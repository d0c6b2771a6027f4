import { buildReport, DEFAULT_REPORT_SETTINGS, type ReportSettings } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import {
  type ReportCustomizerContext,
  type ReportCustomizerInput,
  reportCustomizerDirty,
  reportCustomizerMachine,
  reportPreviewCurrent,
} from './reportCustomizer.machine';

const settings = (over: Partial<ReportSettings> = {}): ReportSettings => ({
  company_id: 1,
  version: 0,
  ...structuredClone(DEFAULT_REPORT_SETTINGS),
  ...over,
});
/** A built preview: the report of a store-day with no data. */
const { context: report, text } = buildReport({
  date: '2026-11-18',
  store: null,
  hours: [],
  sections: [],
  weather: null,
});
const built = { text, report };
const input: ReportCustomizerInput = {
  companies: [
    { id: 1, name: 'Harvest Table Restaurant Group' },
    { id: 2, name: 'Copper Kettle' },
  ],
  storeId: 12,
  date: '2026-11-17',
};
/** The preview's debounce ending. */
export const REPORT_PREVIEW_DEBOUNCE_EVENT =
  'xstate.after.previewDebounce.reportCustomizer.editing.preview.debouncing';

/** The report customizer machine's traversal (its test and the QA coverage check). */
export const reportCustomizerGraph = {
  machine: reportCustomizerMachine,
  input,
  events: [
    { type: 'xstate.done.actor.load', output: settings() },
    {
      type: 'xstate.error.actor.load',
      error: new ApiFailure(403, 'forbidden', 'Only admins may do this.'),
    },
    { type: 'customizer.retry' },
    { type: 'customizer.company', companyId: 2 },
    { type: 'customizer.field', path: 'instructions', value: 'Be brief.' },
    { type: 'customizer.field', path: 'instructions', value: '' },
    { type: 'customizer.field', path: 'on_time_tolerance_minutes', value: 31 },
    { type: 'customizer.field', path: 'on_time_tolerance_minutes', value: 2 },
    { type: 'customizer.discard' },
    { type: 'customizer.previewStore', storeId: null },
    { type: 'customizer.previewStore', storeId: 12 },
    { type: 'customizer.previewDate', date: '2026-11-18' },
    { type: REPORT_PREVIEW_DEBOUNCE_EVENT },
    { type: 'xstate.done.actor.buildPreview', output: { ...built, sizeKb: 1.5 } },
    { type: 'xstate.error.actor.buildPreview', error: new Error('No data for this day.') },
    { type: 'customizer.save' },
    { type: 'xstate.done.actor.save', output: settings({ version: 1, instructions: 'Be brief.' }) },
    {
      type: 'xstate.error.actor.save',
      error: new ApiFailure(409, 'conflict', 'Stale.', settings({ version: 4, instructions: 'Theirs.' })),
    },
    {
      type: 'xstate.error.actor.save',
      error: new ApiFailure(400, 'bad_request', 'A value is out of range.'),
    },
    { type: 'customizer.keepMine' },
    { type: 'customizer.takeTheirs' },
    { type: 'customizer.dismiss' },
  ],
  serializeState: (s: AnyMachineSnapshot) => {
    const context = s.context as ReportCustomizerContext;
    return JSON.stringify([
      s.value,
      reportCustomizerDirty(context),
      Object.keys(context.fieldErrors).length > 0,
      context.preview.storeId,
      reportPreviewCurrent(context),
      context.preview.text !== null,
      context.preview.error !== null,
    ]);
  },
} satisfies MachineGraph;
