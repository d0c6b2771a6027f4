// Every figure of a report context: the numbers of its stat blocks and weather, each named
// by its block and its path inside the block as the context JSON has them, so a number in a reply can
// be traced back to the field it quotes (./trace.ts). No zod: the chat reads these.
import type { FigureUnit, ReportFigure } from '../contract/chatReply';
import type { ReportContext } from './context';
import type { ReportTargets } from './settings';
import { SALES_METRIC_KEYS, SALES_METRIC_LABELS, type SalesMetricKey } from './settingsValues';
import type { SalesFigures } from './types';

const SALES_TOTALS: readonly [keyof SalesFigures, string, FigureUnit][] = [
  ['netSales', 'Net sales', 'money'],
  ['transactions', 'Transactions', 'count'],
  ['laborHours', 'Labor hours', 'hours'],
  ['laborCost', 'Labor cost', 'money'],
  ['suggestedLaborHours', 'Suggested labor hours', 'hours'],
  ['forecast', 'Forecast', 'money'],
];

const METRIC_UNITS: Record<SalesMetricKey, FigureUnit> = {
  netSalesPerTransaction: 'money',
  netSalesPerLaborHour: 'money',
  netSalesPerSuggestedLaborHour: 'money',
  laborCostPercent: 'percent',
  actualVsSuggestedHoursPercent: 'percent',
  costPerSuggestedLaborHour: 'money',
  forecastVarianceDollars: 'money',
  forecastVariancePercent: 'percent',
};

/** The block name of a company's targets among the figures (not a stat block: the settings'). */
export const TARGETS_FIGURE_BLOCK = 'targets';

/**
 * Every number of the context's stat blocks and weather, in the context's order: `block` is the stat
 * block's key (`sales`, `hourly`, `employees`, `tasks`, `samples`, `timers`) or `weather`; `field` is
 * the path inside it (`totals.netSales`, `[3].netSales` for the hourly rows, `clockInVariance.counts.late`,
 * `summary.employees[0].actualHours`); `label` names it for people ("Net sales, 12:00 PM").
 * Null metrics (a zero divisor) and null clock-in variances (no punch) are not figures. Hours of day,
 * ids and the report date are not figures either (a reply writes them as times and dates).
 * With `targets` (the company's report settings) their four values come too, as block `targets`: the
 * suggested questions quote them and a reply repeats them.
 */
export function reportFigures(context: ReportContext, targets?: ReportTargets): ReportFigure[] {
  const out: ReportFigure[] = [];
  const add = (
    block: string,
    field: string,
    label: string,
    value: number | null | undefined,
    unit: FigureUnit,
  ) => {
    if (typeof value === 'number' && Number.isFinite(value)) out.push({ block, field, label, value, unit });
  };
  const b = context.statBlocks;

  if (b.sales) {
    for (const [key, label, unit] of SALES_TOTALS)
      add('sales', `totals.${key}`, label, b.sales.totals[key], unit);
    for (const key of SALES_METRIC_KEYS)
      add('sales', `metrics.${key}`, SALES_METRIC_LABELS[key], b.sales.metrics[key], METRIC_UNITS[key]);
    add('sales', 'hourCount', 'Hours in the sales file', b.sales.hourCount, 'count');
  }

  b.hourly?.forEach((row, i) => {
    for (const [key, label, unit] of SALES_TOTALS)
      add('hourly', `[${i}].${key}`, `${label}, ${row.hour}`, row[key], unit);
  });

  if (b.employees) {
    const { summary, clockInVariance: cv, timesheet } = b.employees;
    summary.employees.forEach((r, i) => {
      const at = `summary.employees[${i}]`;
      add('employees', `${at}.scheduledHours`, `${r.name}: scheduled hours`, r.scheduledHours, 'hours');
      add('employees', `${at}.actualHours`, `${r.name}: actual hours`, r.actualHours, 'hours');
      add('employees', `${at}.varianceHours`, `${r.name}: hours variance`, r.varianceHours, 'hours');
      add('employees', `${at}.shifts`, `${r.name}: shifts`, r.shifts, 'count');
      add('employees', `${at}.punches`, `${r.name}: punches`, r.punches, 'count');
    });
    const t = summary.totals;
    add('employees', 'summary.totals.employeeCount', 'Employees', t.employeeCount, 'count');
    add('employees', 'summary.totals.scheduledHours', 'Scheduled hours', t.scheduledHours, 'hours');
    add('employees', 'summary.totals.actualHours', 'Actual hours', t.actualHours, 'hours');
    add(
      'employees',
      'summary.totals.varianceHours',
      'Hours variance (actual - scheduled)',
      t.varianceHours,
      'hours',
    );
    add('employees', 'clockInVariance.toleranceMinutes', 'On-time tolerance', cv.toleranceMinutes, 'minutes');
    add('employees', 'clockInVariance.counts.late', 'Late clock-ins', cv.counts.late, 'count');
    add('employees', 'clockInVariance.counts.early', 'Early clock-ins', cv.counts.early, 'count');
    add('employees', 'clockInVariance.counts.onTime', 'On-time clock-ins', cv.counts.onTime, 'count');
    add(
      'employees',
      'clockInVariance.counts.notApplicable',
      'Shifts with no clock-in',
      cv.counts.notApplicable,
      'count',
    );
    cv.shifts.forEach((r, i) => {
      add(
        'employees',
        `clockInVariance.shifts[${i}].varianceMinutes`,
        `${r.name}: clock-in variance (shift ${r.scheduledStart})`,
        r.varianceMinutes,
        'minutes',
      );
    });
    timesheet.forEach((r, i) => {
      add(
        'employees',
        `timesheet[${i}].regularHours`,
        `${r.name}: regular hours (in ${r.clockIn})`,
        r.regularHours,
        'hours',
      );
    });
  }

  if (b.tasks) {
    const t = b.tasks;
    add('tasks', 'total', 'Tasks', t.total, 'count');
    add('tasks', 'completed', 'Tasks completed', t.completed, 'count');
    add('tasks', 'late', 'Tasks completed late', t.late, 'count');
    add('tasks', 'issues', 'Open task issues', t.issues, 'count');
    add('tasks', 'other', 'Tasks with another status', t.other, 'count');
    add('tasks', 'completionRate', 'Task completion rate', t.completionRate, 'percent');
    for (const [status, n] of Object.entries(t.byStatus))
      add('tasks', `byStatus.${status}`, `Tasks with status ${status}`, n, 'count');
  }

  if (b.samples) {
    const s = b.samples;
    add('samples', 'count', 'Samples', s.count, 'count');
    s.byProduct.forEach((r, i) => {
      add('samples', `byProduct[${i}].count`, `Samples of ${r.name}`, r.count, 'count');
    });
    s.byEmployee.forEach((r, i) => {
      add('samples', `byEmployee[${i}].count`, `Samples by ${r.name}`, r.count, 'count');
    });
    s.byHour.forEach((r, i) => {
      add('samples', `byHour[${i}].count`, `Samples, ${r.hour}`, r.count, 'count');
    });
  }

  if (b.timers) {
    const t = b.timers;
    add('timers', 'total', 'Timers', t.total, 'count');
    add('timers', 'active', 'Active timers', t.active, 'count');
    add('timers', 'expired', 'Expired timers', t.expired, 'count');
    t.timers.forEach((r, i) => {
      const label = `${r.timerName} (${r.startedAt}): minutes remaining`;
      add('timers', `timers[${i}].minutesRemaining`, label, r.minutesRemaining, 'minutes');
    });
  }

  const w = context.weather;
  if (w) {
    add('weather', 'high_f', 'High (°F)', w.high_f, 'number');
    add('weather', 'low_f', 'Low (°F)', w.low_f, 'number');
    add('weather', 'precipitation_in', 'Precipitation (in)', w.precipitation_in, 'number');
  }

  // A day that is not complete: its whole day's forecast (the day's plan) is quoted too.
  const day = context.dayStatus;
  if (day) add('dayStatus', 'dayForecast', "The whole day's forecast", day.dayForecast, 'money');

  if (targets) {
    add(TARGETS_FIGURE_BLOCK, 'labor_cost_pct', 'Labor cost target', targets.labor_cost_pct, 'percent');
    add(
      TARGETS_FIGURE_BLOCK,
      'forecast_variance_pct',
      'Forecast variance target',
      targets.forecast_variance_pct,
      'percent',
    );
    add(
      TARGETS_FIGURE_BLOCK,
      'task_completion_pct',
      'Task completion target',
      targets.task_completion_pct,
      'percent',
    );
    add(
      TARGETS_FIGURE_BLOCK,
      'sales_per_labor_hour',
      'Sales per labor hour target',
      targets.sales_per_labor_hour,
      'money',
    );
  }
  return out;
}
