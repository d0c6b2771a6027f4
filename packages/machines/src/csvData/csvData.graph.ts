import type { MachineGraph } from '../testing/graph';
import { csvDataMachine } from './csvData.machine';
import { csvPayloadToResult } from './payload';

const result = csvPayloadToResult({
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
});

/** The csv data machine's traversal (its test and the QA coverage check). */
export const csvDataGraph = {
  machine: csvDataMachine,
  input: {},
  events: [
    { type: 'csv.load', date: '2026-11-17', storeId: '12' },
    { type: 'csv.load', date: null, storeId: null },
    { type: 'csv.refresh' },
    { type: 'csv.toggleSection', name: 'tasks.csv' },
    { type: 'xstate.error.actor.readCache', error: new Error('Date must be in YYYY-MM-DD format.') },
    { type: 'xstate.done.actor.readCache', output: result },
    { type: 'xstate.done.actor.readCache', output: null },
    { type: 'xstate.done.actor.fetchCsv', output: result },
    { type: 'xstate.error.actor.fetchCsv', error: new Error('CSV proxy error: 502 Bad Gateway') },
    { type: 'xstate.done.actor.refetchCsv', output: result },
    { type: 'xstate.error.actor.refetchCsv', error: new Error('x') },
  ],
} satisfies MachineGraph;
