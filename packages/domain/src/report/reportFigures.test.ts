import { describe, expect, it } from 'vitest';
import { buildReport } from './context';
import { reportFigures } from './reportFigures';
import { parseSections } from './sections';
import { DEFAULT_REPORT_SETTINGS } from './settingsValues';
import { smallDay } from './testing/small-day';

const row = (figures: ReturnType<typeof reportFigures>, block: string, field: string) =>
  figures.find((f) => f.block === block && f.field === field);

describe('reportFigures', () => {
  it('lists the sales totals and metrics with their labels and units', () => {
    const figures = reportFigures(smallDay());
    expect(figures.filter((f) => f.block === 'sales')).toEqual([
      { block: 'sales', field: 'totals.netSales', label: 'Net sales', value: 1200, unit: 'money' },
      { block: 'sales', field: 'totals.transactions', label: 'Transactions', value: 60, unit: 'count' },
      { block: 'sales', field: 'totals.laborHours', label: 'Labor hours', value: 10, unit: 'hours' },
      { block: 'sales', field: 'totals.laborCost', label: 'Labor cost', value: 420, unit: 'money' },
      {
        block: 'sales',
        field: 'totals.suggestedLaborHours',
        label: 'Suggested labor hours',
        value: 10,
        unit: 'hours',
      },
      { block: 'sales', field: 'totals.forecast', label: 'Forecast', value: 1400, unit: 'money' },
      {
        block: 'sales',
        field: 'metrics.netSalesPerTransaction',
        label: 'Net sales per transaction',
        value: 20,
        unit: 'money',
      },
      {
        block: 'sales',
        field: 'metrics.netSalesPerLaborHour',
        label: 'Net sales per labor hour',
        value: 120,
        unit: 'money',
      },
      {
        block: 'sales',
        field: 'metrics.netSalesPerSuggestedLaborHour',
        label: 'Net sales per suggested labor hour',
        value: 120,
        unit: 'money',
      },
      {
        block: 'sales',
        field: 'metrics.laborCostPercent',
        label: 'Labor cost %',
        value: 35,
        unit: 'percent',
      },
      {
        block: 'sales',
        field: 'metrics.actualVsSuggestedHoursPercent',
        label: 'Actual vs suggested hours %',
        value: 100,
        unit: 'percent',
      },
      {
        block: 'sales',
        field: 'metrics.costPerSuggestedLaborHour',
        label: 'Cost per suggested labor hour',
        value: 42,
        unit: 'money',
      },
      {
        block: 'sales',
        field: 'metrics.forecastVarianceDollars',
        label: 'Forecast variance $',
        value: -200,
        unit: 'money',
      },
      {
        block: 'sales',
        field: 'metrics.forecastVariancePercent',
        label: 'Forecast variance %',
        value: -14.29,
        unit: 'percent',
      },
      { block: 'sales', field: 'hourCount', label: 'Hours in the sales file', value: 2, unit: 'count' },
    ]);
  });

  it('names rows by their index in the block and people, hours and timers in the label', () => {
    const figures = reportFigures(smallDay());
    expect(row(figures, 'hourly', '[1].netSales')).toEqual({
      block: 'hourly',
      field: '[1].netSales',
      label: 'Net sales, 10:00 AM',
      value: 800,
      unit: 'money',
    });
    expect(
      figures.filter((f) => f.block === 'employees').map((f) => [f.field, f.label, f.value, f.unit]),
    ).toEqual([
      ['summary.employees[0].scheduledHours', 'Bo Chen: scheduled hours', 4, 'hours'],
      ['summary.employees[0].actualHours', 'Bo Chen: actual hours', 0, 'hours'],
      ['summary.employees[0].varianceHours', 'Bo Chen: hours variance', -4, 'hours'],
      ['summary.employees[0].shifts', 'Bo Chen: shifts', 1, 'count'],
      ['summary.employees[0].punches', 'Bo Chen: punches', 0, 'count'],
      ['summary.employees[1].scheduledHours', 'Ann Lee: scheduled hours', 4, 'hours'],
      ['summary.employees[1].actualHours', 'Ann Lee: actual hours', 3.92, 'hours'],
      ['summary.employees[1].varianceHours', 'Ann Lee: hours variance', -0.08, 'hours'],
      ['summary.employees[1].shifts', 'Ann Lee: shifts', 1, 'count'],
      ['summary.employees[1].punches', 'Ann Lee: punches', 1, 'count'],
      ['summary.totals.employeeCount', 'Employees', 2, 'count'],
      ['summary.totals.scheduledHours', 'Scheduled hours', 8, 'hours'],
      ['summary.totals.actualHours', 'Actual hours', 3.92, 'hours'],
      ['summary.totals.varianceHours', 'Hours variance (actual - scheduled)', -4.08, 'hours'],
      ['clockInVariance.toleranceMinutes', 'On-time tolerance', 2, 'minutes'],
      ['clockInVariance.counts.late', 'Late clock-ins', 1, 'count'],
      ['clockInVariance.counts.early', 'Early clock-ins', 0, 'count'],
      ['clockInVariance.counts.onTime', 'On-time clock-ins', 0, 'count'],
      ['clockInVariance.counts.notApplicable', 'Shifts with no clock-in', 1, 'count'],
      // Bo Chen's shift has no punch: its variance is null, not a figure.
      [
        'clockInVariance.shifts[0].varianceMinutes',
        'Ann Lee: clock-in variance (shift 9:00 AM)',
        5,
        'minutes',
      ],
      ['timesheet[0].regularHours', 'Ann Lee: regular hours (in 9:05 AM)', 3.92, 'hours'],
    ]);
    expect(
      figures.filter((f) => f.block === 'timers').map((f) => [f.field, f.label, f.value, f.unit]),
    ).toEqual([
      ['total', 'Timers', 2, 'count'],
      ['active', 'Active timers', 1, 'count'],
      ['expired', 'Expired timers', 1, 'count'],
      ['timers[0].minutesRemaining', 'Fries (9:00 AM): minutes remaining', -4, 'minutes'],
      ['timers[1].minutesRemaining', 'Soup (9:30 AM): minutes remaining', 12, 'minutes'],
    ]);
    expect(figures.filter((f) => f.block === 'weather').map((f) => [f.field, f.value, f.unit])).toEqual([
      ['high_f', 61, 'number'],
      ['low_f', 44, 'number'],
      ['precipitation_in', 0.2, 'number'],
    ]);
    expect(row(figures, 'tasks', 'completionRate')).toMatchObject({ value: 50, unit: 'percent' });
    expect(row(figures, 'tasks', 'byStatus.incomplete')).toMatchObject({
      label: 'Tasks with status incomplete',
      value: 1,
    });
    expect(row(figures, 'samples', 'byProduct[0].count')).toMatchObject({
      label: 'Samples of Latte',
      value: 1,
    });
    // sales 15, hourly 2 x 6, employees 21, tasks 6 + 2 statuses, samples 1 + 3 rows, timers 5, weather 3
    expect(figures).toHaveLength(15 + 12 + 21 + 8 + 4 + 5 + 3);
  });

  it('leaves out metrics the settings switch off, null metrics, and absent blocks; adds the targets when given', () => {
    const settings = {
      ...DEFAULT_REPORT_SETTINGS,
      blocks: { ...DEFAULT_REPORT_SETTINGS.blocks, hourly: false, employees: false, samples: false },
      metrics: { ...DEFAULT_REPORT_SETTINGS.metrics, laborCostPercent: false },
    };
    const figures = reportFigures(smallDay(settings), { ...settings.targets, sales_per_labor_hour: 95 });
    expect(new Set(figures.map((f) => f.block))).toEqual(
      new Set(['sales', 'tasks', 'timers', 'weather', 'targets']),
    );
    expect(row(figures, 'sales', 'metrics.laborCostPercent')).toBeUndefined();
    expect(figures.filter((f) => f.block === 'targets')).toEqual([
      { block: 'targets', field: 'labor_cost_pct', label: 'Labor cost target', value: 30, unit: 'percent' },
      {
        block: 'targets',
        field: 'forecast_variance_pct',
        label: 'Forecast variance target',
        value: 10,
        unit: 'percent',
      },
      {
        block: 'targets',
        field: 'task_completion_pct',
        label: 'Task completion target',
        value: 90,
        unit: 'percent',
      },
      {
        block: 'targets',
        field: 'sales_per_labor_hour',
        label: 'Sales per labor hour target',
        value: 95,
        unit: 'money',
      },
    ]);
    const noTasks = buildReport({
      date: '2026-11-17',
      store: null,
      hours: [],
      sections: parseSections({ 'tasks.csv': 'Status,CompletedBy,TaskName' }).sections,
      weather: null,
    }).context;
    expect(row(reportFigures(noTasks), 'tasks', 'total')).toMatchObject({ value: 0 });
    expect(row(reportFigures(noTasks), 'tasks', 'completionRate')).toBeUndefined();
    expect(row(reportFigures(noTasks), 'sales', 'metrics.laborCostPercent')).toBeUndefined();
  });
});
