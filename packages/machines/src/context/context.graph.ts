import {
  type ContextPreviewFacts,
  type CsvSection,
  parseSections,
  type ReportFigure,
  type Store,
  type StoreHours,
} from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../testing/graph';
import { type ContextMachineInput, contextMachine } from './context.machine';

// One store-day with data (the machine's test uses these too).
export const store: Store = {
  id: 12,
  name: 'Downtown',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '555-0100',
  franchise: 'default',
  company_id: 3,
  source_id: 'S12',
  version: 1,
};
export const hours: StoreHours[] = [
  { id: 1, store_id: 12, day_of_week: 2, open_time: '07:00', close_time: '22:00', closed: false, version: 1 },
  { id: 2, store_id: 99, day_of_week: 2, open_time: '08:00', close_time: '20:00', closed: false, version: 1 },
];
const files = {
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n9:00 AM,100,10,2,30,2,90',
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Open\nincomplete,,Close',
};
export const sections: CsvSection[] = parseSections(files).sections;
export const facts: ContextPreviewFacts = {
  date: '2026-11-17',
  displayDate: 'Tuesday, November 17, 2026',
  location: 'Downtown',
  blockCount: 6,
  weather: null,
  sizeKb: 1.2,
};
export const ready: ContextMachineInput = {
  date: '2026-11-17',
  storeId: '12',
  sections,
  stores: [store],
  hours,
};
/** What a fake builder answers beside the text for a date: one figure and one suggestion of that date. */
export const figuresOf = (date: string): ReportFigure[] => [
  {
    block: 'sales',
    field: 'totals.netSales',
    label: 'Net sales',
    value: Number(date.slice(-2)),
    unit: 'money',
  },
];
export const aids = (date: string) => ({ figures: figuresOf(date), suggestions: [`Why was ${date} slow?`] });

/** The context machine's traversal (its test and the QA coverage check): a store-day with data. */
export const contextGraph = {
  machine: contextMachine,
  input: ready,
  // Whether a build has run matters: the first one starts at once, a later one after 100 ms.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.builds > 0]),
  events: [
    { type: 'xstate.after.debounce.context.report.debouncing' },
    { type: 'xstate.done.actor.buildContext', output: { text: 't', facts, ...aids('2026-11-17') } },
    { type: 'xstate.error.actor.buildContext', error: new Error('bad rows') },
    { type: 'context.inputs', inputs: { storeId: 'no-store' } },
    { type: 'context.inputs', inputs: { storeId: '12' } },
    { type: 'context.toggleBlock', block: 'tasks' },
    { type: 'context.blocks', blocks: ['sales'] },
    { type: 'context.manualText', text: 'free text' },
    { type: 'context.source', source: 'manual' },
    { type: 'context.source', source: 'report' },
  ],
} satisfies MachineGraph;
