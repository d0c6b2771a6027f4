// Story fixtures of the report customizer: three companies, the stores of one, and report context
// texts shaped like the real one (renderContextText), built from the settings they preview.
import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type ReportSettingsFields,
  STAT_BLOCK_KEYS,
} from '@store-ops/domain';
import type { ReportCustomizerPreview } from './ReportCustomizerScreen';

export const customizerCompanies = [
  { id: 1, name: 'Harvest Table' },
  { id: 2, name: 'Lone Star Burgers' },
  { id: 3, name: 'Corner Market' },
];

export const customizerStores = [
  { id: 11, name: 'Harvest Table Downtown' },
  { id: 12, name: 'Harvest Table Uptown' },
  { id: 13, name: 'Harvest Table Lakeside' },
];

export const PREVIEW_DATE = '2026-11-17';

const BLOCK_TITLES = {
  sales: 'sales (totals and metrics)',
  hourly: 'hourly (one row per hour of the sales file)',
  employees: 'employees (summary, clockInVariance, timesheet)',
  tasks: 'tasks',
  samples: 'samples',
  timers: 'timers',
} as const;

/** The report context of Harvest Table Downtown on Tuesday, November 17, 2026 under `settings`. */
export function contextTextFor(settings: ReportSettingsFields): string {
  const t = settings.on_time_tolerance_minutes;
  const included = STAT_BLOCK_KEYS.filter((k) => settings.blocks[k]);
  const left = STAT_BLOCK_KEYS.filter((k) => !settings.blocks[k]);
  const { targets } = settings;
  const lines = [
    'You are the Store Ops assistant. You answer a manager’s questions about one store-day.',
    'Use only the figures in the report context below; they were computed by code from the store’s data. Quote them as given and do not recalculate, estimate or invent numbers.',
    'If the answer is not in the context, say that it is not in the context for this store-day; do not guess.',
    `Units: money in US dollars; hours in decimal hours; fields ending in Percent or Rate are already percentages (0-100); varianceMinutes = actual clock-in minus scheduled start (positive = late; Late above +${t} minutes, Early below -${t}, otherwise On Time; N/A = no punch overlapping the shift). Times are store-local.`,
    `Targets: labor cost ${targets.labor_cost_pct}% of net sales; ${
      targets.sales_per_labor_hour === null
        ? 'no sales per labor hour target'
        : `sales per labor hour $${targets.sales_per_labor_hour}`
    }; forecast variance within ${targets.forecast_variance_pct}%; task completion ${targets.task_completion_pct}%.`,
    ...(settings.instructions ? [`House rules: ${settings.instructions}`] : []),
    '',
    'Report date: Tuesday, November 17, 2026 (2026-11-17)',
    'Location: Harvest Table Downtown (Austin, TX)',
    'Address: 401 Congress Ave, Austin, TX 78701',
    'Brand: Harvest Table',
    'Hours on Tuesday: 7:00 AM - 10:00 PM',
    'Weather: Partly cloudy, high 68°F, low 51°F, precipitation 0 in',
    `Stat blocks included: ${included.length > 0 ? included.map((k) => BLOCK_TITLES[k]).join('; ') : 'none'}`,
    ...(left.length > 0 ? [`Stat blocks not included (not in the context): ${left.join(', ')}`] : []),
    '',
    'REPORT CONTEXT (JSON; every list of records is a table: {"columns":[...],"rows":[[...],...]}):',
    '{"reportDate":{"date":"2026-11-17","displayDate":"Tuesday, November 17, 2026","dayOfWeek":"Tuesday"},"location":{"store":{"name":"Harvest Table Downtown","city":"Austin","state":"TX"}},"statBlocks":{"sales":{"totals":{"netSales":6214.35,"transactions":412,"laborHours":118.5,"laborCost":1836.75}}}}',
  ];
  return lines.join('\n');
}

/** A company's saved settings as the server returns them. */
export const savedSettings: ReportSettings = { ...DEFAULT_REPORT_SETTINGS, company_id: 1, version: 4 };

/** The settings someone else saved meanwhile (the conflict). */
export const theirSettings: ReportSettings = {
  ...savedSettings,
  version: 5,
  on_time_tolerance_minutes: 3,
  targets: { ...savedSettings.targets, labor_cost_pct: 28 },
};

export const readyPreview = (settings: ReportSettingsFields): ReportCustomizerPreview => ({
  stores: customizerStores,
  storeId: 11,
  date: PREVIEW_DATE,
  state: 'ready',
  stale: false,
  text: contextTextFor(settings),
  sizeKb: 12.3,
  error: null,
});
