// A company's report settings, the part without zod: the keys, labels, limits and
// messages, the defaults, and the helpers the chat's start-up path uses (the schemas are in
// ./settings, loaded where answers are validated). With DEFAULT_REPORT_SETTINGS every output is what
// it was before settings existed.
import { parseSettings } from '../contract/rules';
import type { ReportSettingsFields, ReportTargets } from './settings';
import { ON_TIME_TOLERANCE_MINUTES, STAT_BLOCK_KEYS, type StatBlockKey } from './types';

/** The spec's eight sales metrics, in the order the sales block lists them. */
export const SALES_METRIC_KEYS = [
  'netSalesPerTransaction',
  'netSalesPerLaborHour',
  'netSalesPerSuggestedLaborHour',
  'laborCostPercent',
  'actualVsSuggestedHoursPercent',
  'costPerSuggestedLaborHour',
  'forecastVarianceDollars',
  'forecastVariancePercent',
] as const;
export type SalesMetricKey = (typeof SALES_METRIC_KEYS)[number];

export const SALES_METRIC_LABELS: Record<SalesMetricKey, string> = {
  netSalesPerTransaction: 'Net sales per transaction',
  netSalesPerLaborHour: 'Net sales per labor hour',
  netSalesPerSuggestedLaborHour: 'Net sales per suggested labor hour',
  laborCostPercent: 'Labor cost %',
  actualVsSuggestedHoursPercent: 'Actual vs suggested hours %',
  costPerSuggestedLaborHour: 'Cost per suggested labor hour',
  forecastVarianceDollars: 'Forecast variance $',
  forecastVariancePercent: 'Forecast variance %',
};

export const STAT_BLOCK_LABELS: Record<StatBlockKey, string> = {
  sales: 'Sales',
  hourly: 'Hourly',
  employees: 'Employees',
  tasks: 'Tasks',
  samples: 'Samples',
  timers: 'Timers',
};

export const REPORT_SETTINGS_LIMITS = {
  toleranceMin: 0,
  toleranceMax: 30,
  instructions: 2000,
} as const;

/** The validation messages of the settings form and the API (the same words in both). */
export const REPORT_SETTINGS_MESSAGES = {
  tolerance: 'On-time tolerance must be a whole number of minutes from 0 to 30.',
  labor_cost_pct: 'Labor cost target must be a percentage from 0 to 100.',
  sales_per_labor_hour: 'Sales per labor hour target must be empty or an amount from 0 to 100000.',
  forecast_variance_pct: 'Forecast variance target must be a percentage from 0 to 100.',
  task_completion_pct: 'Task completion target must be a percentage from 0 to 100.',
  instructions: 'Assistant instructions can be at most 2000 characters.',
} as const;

export const DEFAULT_REPORT_SETTINGS: ReportSettingsFields = {
  blocks: { sales: true, hourly: true, employees: true, tasks: true, samples: true, timers: true },
  metrics: {
    netSalesPerTransaction: true,
    netSalesPerLaborHour: true,
    netSalesPerSuggestedLaborHour: true,
    laborCostPercent: true,
    actualVsSuggestedHoursPercent: true,
    costPerSuggestedLaborHour: true,
    forecastVarianceDollars: true,
    forecastVariancePercent: true,
  },
  on_time_tolerance_minutes: ON_TIME_TOLERANCE_MINUTES,
  targets: {
    labor_cost_pct: 30,
    sales_per_labor_hour: null,
    forecast_variance_pct: 10,
    task_completion_pct: 90,
  },
  instructions: '',
};

/** The stat blocks a company includes by default, in STAT_BLOCK_KEYS order. */
export function defaultBlocksOf(settings: Pick<ReportSettingsFields, 'blocks'>): StatBlockKey[] {
  return STAT_BLOCK_KEYS.filter((k) => settings.blocks[k]);
}

/** Whether two settings say the same thing (field by field; the order of keys does not matter). */
export function sameReportSettings(a: ReportSettingsFields, b: ReportSettingsFields): boolean {
  return (
    STAT_BLOCK_KEYS.every((k) => a.blocks[k] === b.blocks[k]) &&
    SALES_METRIC_KEYS.every((k) => a.metrics[k] === b.metrics[k]) &&
    a.on_time_tolerance_minutes === b.on_time_tolerance_minutes &&
    a.targets.labor_cost_pct === b.targets.labor_cost_pct &&
    a.targets.sales_per_labor_hour === b.targets.sales_per_labor_hour &&
    a.targets.forecast_variance_pct === b.targets.forecast_variance_pct &&
    a.targets.task_completion_pct === b.targets.task_completion_pct &&
    a.instructions === b.instructions
  );
}

/** One field that differs between the saved settings and the draft, as the customizer lists it. */
export interface ReportSettingsChange {
  /** A stable key: `blocks.sales`, `metrics.laborCostPercent`, `on_time_tolerance_minutes`, `targets.labor_cost_pct`, `instructions`. */
  key: string;
  label: string;
  from: string;
  to: string;
}

const onOff = (v: boolean) => (v ? 'Included' : 'Not included');
const TARGET_LABELS: Record<keyof ReportTargets, string> = {
  labor_cost_pct: 'Labor cost target',
  sales_per_labor_hour: 'Sales per labor hour target',
  forecast_variance_pct: 'Forecast variance target',
  task_completion_pct: 'Task completion target',
};
const targetText = (key: keyof ReportTargets, v: number | null) =>
  v === null ? 'None' : key === 'sales_per_labor_hour' ? `$${v}` : `${v}%`;
const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s) || '(none)';

/** What changes from `saved` to `draft`, field by field, in the form's order. */
export function reportSettingsDiff(
  saved: ReportSettingsFields,
  draft: ReportSettingsFields,
): ReportSettingsChange[] {
  const out: ReportSettingsChange[] = [];
  for (const k of STAT_BLOCK_KEYS) {
    if (saved.blocks[k] !== draft.blocks[k])
      out.push({
        key: `blocks.${k}`,
        label: `${STAT_BLOCK_LABELS[k]} block`,
        from: onOff(saved.blocks[k]),
        to: onOff(draft.blocks[k]),
      });
  }
  for (const k of SALES_METRIC_KEYS) {
    if (saved.metrics[k] !== draft.metrics[k])
      out.push({
        key: `metrics.${k}`,
        label: SALES_METRIC_LABELS[k],
        from: onOff(saved.metrics[k]),
        to: onOff(draft.metrics[k]),
      });
  }
  if (saved.on_time_tolerance_minutes !== draft.on_time_tolerance_minutes)
    out.push({
      key: 'on_time_tolerance_minutes',
      label: 'On-time tolerance',
      from: `${saved.on_time_tolerance_minutes} min`,
      to: `${draft.on_time_tolerance_minutes} min`,
    });
  for (const k of Object.keys(TARGET_LABELS) as (keyof ReportTargets)[]) {
    if (saved.targets[k] !== draft.targets[k])
      out.push({
        key: `targets.${k}`,
        label: TARGET_LABELS[k],
        from: targetText(k, saved.targets[k]),
        to: targetText(k, draft.targets[k]),
      });
  }
  if (saved.instructions !== draft.instructions)
    out.push({
      key: 'instructions',
      label: 'Assistant instructions',
      from: clip(saved.instructions),
      to: clip(draft.instructions),
    });
  return out;
}

/** The user's own block choice in their settings (`report_blocks`), or null: the company's defaults. */
export function savedReportBlocks(settings: unknown): StatBlockKey[] | null {
  const blocks = parseSettings(settings).report_blocks;
  if (!Array.isArray(blocks)) return null;
  return STAT_BLOCK_KEYS.filter((k) => blocks.includes(k));
}
