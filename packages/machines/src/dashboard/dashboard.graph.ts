import { type Company, type DashboardResponse, emptyFigures } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { dashboardMachine } from './dashboard.machine';

// 2026-03-18 is a Wednesday.
const TODAY = '2026-03-18';
const companies: Company[] = [
  { id: 1, name: 'Fresh Bowl', source_id: 'FB', week_begin: 'Monday', version: 0 },
  { id: 2, name: 'Corner Market', source_id: 'CM', week_begin: 'Thursday', version: 0 },
];
const result: DashboardResponse = {
  start: TODAY,
  end: TODAY,
  company_id: null,
  totals: { ...emptyFigures(), net_sales: 100 },
  stores: [],
};

/** The dashboard machine's traversal (its test and the QA coverage check). */
export const dashboardGraph = {
  machine: dashboardMachine,
  input: { today: TODAY },
  events: [
    {
      type: 'xstate.done.actor.load',
      output: {
        result,
        previous: { ...emptyFigures(), net_sales: 80 },
        companies,
        loadedAt: new Date('2026-03-18T17:02:00Z'),
      },
    },
    { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'network', 'Offline.') },
    { type: 'dashboard.preset', preset: 'last7' },
    { type: 'dashboard.preset', preset: 'thisWeek' },
    { type: 'dashboard.range', range: { start: '2026-03-01', end: '2026-03-10' } },
    { type: 'dashboard.range', range: { start: '2026-03-10', end: '2026-03-01' } },
    { type: 'dashboard.range', range: { start: '2025-01-01', end: '2026-03-01' } },
    { type: 'dashboard.company', companyId: 2 },
    { type: 'dashboard.retry' },
  ],
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.preset, s.context.rangeError, s.context.companyId]),
} satisfies MachineGraph;
