// A company's report settings: the zod schemas of the settings and their API bodies. The
// keys, labels, messages, defaults and helpers are in ./settingsValues (no zod: the chat's start-up
// path reads them).
import { z } from 'zod';
import {
  REPORT_SETTINGS_LIMITS,
  REPORT_SETTINGS_MESSAGES,
  SALES_METRIC_KEYS,
  type SalesMetricKey,
} from './settingsValues';
import { STAT_BLOCK_KEYS, type StatBlockKey } from './types';

const M = REPORT_SETTINGS_MESSAGES;
const pct = (message: string) =>
  z
    .number({ error: message })
    .finite({ error: message })
    .min(0, { error: message })
    .max(100, { error: message });

const blocksSchema = z.object(
  Object.fromEntries(STAT_BLOCK_KEYS.map((k) => [k, z.boolean()])) as Record<StatBlockKey, z.ZodBoolean>,
);
const metricsSchema = z.object(
  Object.fromEntries(SALES_METRIC_KEYS.map((k) => [k, z.boolean()])) as Record<SalesMetricKey, z.ZodBoolean>,
);

export const reportTargetsSchema = z.object({
  labor_cost_pct: pct(M.labor_cost_pct),
  /** Net sales per labor hour below this needs attention; null: no target. */
  sales_per_labor_hour: z
    .number({ error: M.sales_per_labor_hour })
    .finite({ error: M.sales_per_labor_hour })
    .min(0, { error: M.sales_per_labor_hour })
    .max(100_000, { error: M.sales_per_labor_hour })
    .nullable(),
  forecast_variance_pct: pct(M.forecast_variance_pct),
  task_completion_pct: pct(M.task_completion_pct),
});
export type ReportTargets = z.output<typeof reportTargetsSchema>;

/** The settings themselves (what a company saves and the builder reads). */
export const reportSettingsFieldsSchema = z.object({
  blocks: blocksSchema,
  metrics: metricsSchema,
  on_time_tolerance_minutes: z
    .number({ error: M.tolerance })
    .int({ error: M.tolerance })
    .min(REPORT_SETTINGS_LIMITS.toleranceMin, { error: M.tolerance })
    .max(REPORT_SETTINGS_LIMITS.toleranceMax, { error: M.tolerance }),
  targets: reportTargetsSchema,
  instructions: z.string({ error: M.instructions }).max(REPORT_SETTINGS_LIMITS.instructions, {
    error: M.instructions,
  }),
});
export type ReportSettingsFields = z.output<typeof reportSettingsFieldsSchema>;

const id = z.number().int().positive().max(2_147_483_647);
const version = z.number().int().nonnegative().max(2_147_483_647);

/** GET /api/report-settings?company_id=N: a company's settings (the defaults at version 0 when none saved). */
export const reportSettingsSchema = reportSettingsFieldsSchema.extend({ company_id: id, version });
export type ReportSettings = z.output<typeof reportSettingsSchema>;

/** PUT /api/report-settings: the whole settings and the version they were made against. */
export const reportSettingsUpdateSchema = reportSettingsSchema;
export type ReportSettingsUpdate = z.input<typeof reportSettingsUpdateSchema>;
