import { describe, expect, it } from 'vitest';
import {
  attentionItems,
  DASHBOARD_BLOCKS,
  DASHBOARD_FIGURE_KEYS,
  type DashboardFigures,
  type DashboardTargets,
  DEFAULT_DASHBOARD_TARGETS,
  dashboardKpis,
  dashboardTargetsOf,
  emptyFigures,
  presetRange,
  previousRange,
  rollupFigures,
  sharedTargets,
  storeDayFigures,
  storeDayRollup,
  sumFigures,
  targetStatus,
  targetsFromReportSettings,
} from './dashboard';
import { rowsOfSections } from './sectionRows';
import { parseSections } from './sections';
import { DEFAULT_REPORT_SETTINGS } from './settingsValues';
import { computeStatBlocks } from './stats';
import { SMALL_DAY_FILES } from './testing/small-day';

const day = (over: Partial<DashboardFigures>): DashboardFigures => ({ ...emptyFigures(), ...over });

describe('dashboard figures', () => {
  it('sums money and hours to the cent whatever the order (0.1 + 0.2 is 0.3)', () => {
    const a = day({ net_sales: 0.1, labor_hours: 1.15, transactions: 2 });
    const b = day({ net_sales: 0.2, labor_hours: 2.3, transactions: 3 });
    expect(sumFigures([a, b])).toEqual(day({ net_sales: 0.3, labor_hours: 3.45, transactions: 5 }));
    expect(sumFigures([])).toEqual(emptyFigures());
    expect(Object.keys(emptyFigures())).toEqual([...DASHBOARD_FIGURE_KEYS]);
  });

  it('derives the KPI tiles: ratios with two decimals, task completion with one, null on a zero divisor', () => {
    const totals = day({
      net_sales: 10_000,
      forecast: 11_000,
      transactions: 800,
      labor_hours: 250,
      labor_cost: 3_212,
      tasks_completed: 41,
      tasks_total: 47,
      late_clock_ins: 4,
      expired_timers: 2,
    });
    expect(dashboardKpis(totals, day({ net_sales: 8_000 }))).toEqual({
      netSales: 10_000,
      forecastVarianceDollars: -1_000,
      forecastVariancePercent: -9.09,
      previousPeriodPercent: 25,
      transactions: 800,
      netSalesPerTransaction: 12.5,
      laborCostPercent: 32.12,
      salesPerLaborHour: 40,
      lateClockIns: 4,
      taskCompletionRate: 87.2,
      expiredTimers: 2,
    });
    const none = dashboardKpis(emptyFigures(), null);
    expect([none.forecastVariancePercent, none.previousPeriodPercent, none.laborCostPercent]).toEqual([
      null,
      null,
      null,
    ]);
    expect([none.netSalesPerTransaction, none.salesPerLaborHour, none.taskCompletionRate]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('marks figures against the targets (30% labor, 10% under forecast, 90% tasks)', () => {
    expect(
      targetStatus(
        day({ net_sales: 100, labor_cost: 30, forecast: 100, tasks_total: 10, tasks_completed: 9 }),
      ),
    ).toEqual({
      labor_cost: 'good',
      forecast: 'good',
      task_completion: 'good',
      sales_per_labor_hour: null,
    });
    // 9.9% under the forecast: within the tolerance, yet under the forecast is never marked good.
    expect(
      targetStatus(
        day({ net_sales: 100, labor_cost: 30, forecast: 111, tasks_total: 10, tasks_completed: 9 }),
      ),
    ).toEqual({
      labor_cost: 'good',
      forecast: null,
      task_completion: 'good',
      sales_per_labor_hour: null,
    });
    expect(
      targetStatus(
        day({ net_sales: 100, labor_cost: 30.01, forecast: 112, tasks_total: 10, tasks_completed: 8 }),
      ),
    ).toEqual({
      labor_cost: 'bad',
      forecast: 'bad',
      task_completion: 'bad',
      sales_per_labor_hour: null,
    });
    expect(targetStatus(emptyFigures())).toEqual({
      labor_cost: null,
      forecast: null,
      task_completion: null,
      sales_per_labor_hour: null,
    });
  });

  it("takes a company's report settings targets (late clock-ins stay 3)", () => {
    const targets = targetsFromReportSettings({
      labor_cost_pct: 25,
      sales_per_labor_hour: 55,
      forecast_variance_pct: 5,
      task_completion_pct: 95,
    });
    expect(targets).toEqual({
      labor_cost_pct: 25,
      forecast_variance_pct: 5,
      task_completion_pct: 95,
      late_clock_ins: 3,
      sales_per_labor_hour: 55,
    });
    expect(targetsFromReportSettings(DEFAULT_REPORT_SETTINGS.targets)).toEqual(DEFAULT_DASHBOARD_TARGETS);
    // 100 net sales, 30 labor cost (30%), forecast 104 (-3.85%), 9 of 10 tasks.
    const f = day({ net_sales: 100, labor_cost: 30, forecast: 104, tasks_total: 10, tasks_completed: 9 });
    expect(targetStatus({ ...f, labor_hours: 2 }, targets)).toEqual({
      labor_cost: 'bad',
      forecast: null,
      task_completion: 'bad',
      sales_per_labor_hour: 'bad', // 50 < 55
    });
  });

  it('sales per labor hour: bad below the target, good at or above it, null with no target or no hours', () => {
    const withTarget: DashboardTargets = { ...DEFAULT_DASHBOARD_TARGETS, sales_per_labor_hour: 55 };
    const status = (net_sales: number, labor_hours: number, targets: DashboardTargets = withTarget) =>
      targetStatus(day({ net_sales, labor_hours }), targets).sales_per_labor_hour;
    expect(status(1099.8, 20)).toBe('bad'); // 54.99
    expect(status(1100, 20)).toBe('good'); // 55
    expect(status(1200, 20)).toBe('good');
    expect(status(1000, 0)).toBeNull();
    expect(status(1000, 20, DEFAULT_DASHBOARD_TARGETS)).toBeNull();
    expect(status(1000, 20, { ...withTarget, sales_per_labor_hour: null })).toBeNull();
    const { sales_per_labor_hour: _, ...older } = withTarget;
    expect(status(10, 20, older)).toBeNull();
  });

  it('lists what needs attention: latest day first, then by rule, then by store name', () => {
    const stores = [
      {
        store_id: 2,
        name: 'Uptown',
        company_id: 1,
        days: [
          {
            date: '2026-03-16',
            ...day({ net_sales: 1000, forecast: 1000, labor_cost: 400, tasks_total: 0 }),
          },
          {
            date: '2026-03-17',
            ...day({ net_sales: 850, forecast: 1000, labor_cost: 100, late_clock_ins: 3 }),
          },
        ],
      },
      {
        store_id: 1,
        name: 'Downtown',
        company_id: 1,
        days: [
          {
            date: '2026-03-17',
            ...day({
              net_sales: 1000,
              forecast: 1000,
              tasks_total: 10,
              tasks_completed: 8,
              expired_timers: 2,
            }),
          },
          {
            date: '2026-03-16',
            ...day({
              net_sales: 1000,
              forecast: 1000,
              late_clock_ins: 2,
              tasks_total: 10,
              tasks_completed: 9,
            }),
          },
        ],
      },
    ];
    // Most severe first: 15% under a 10% target (0.5), labor 40% against 30% (1/3) and 3 late clock-ins
    // against 3 (1/3: the later day first), 2 expired timers (0.2), tasks 80% against 90% (1/9).
    expect(attentionItems(stores).map((i) => [i.date, i.rule, i.storeName, i.value, i.target])).toEqual([
      ['2026-03-17', 'under_forecast', 'Uptown', -15, 10],
      ['2026-03-17', 'late_clock_ins', 'Uptown', 3, 3],
      ['2026-03-16', 'labor_cost', 'Uptown', 40, 30],
      ['2026-03-17', 'expired_timers', 'Downtown', 2, 0],
      ['2026-03-17', 'task_completion', 'Downtown', 80, 90],
    ]);
    expect(attentionItems(stores)[0]).toMatchObject({ storeId: 2, companyId: 1 });
  });

  it("measures each store-day against its company's targets: labor 25% flags 27% that 30% would not", () => {
    const result = {
      targets: {
        '1': {
          labor_cost_pct: 25,
          sales_per_labor_hour: 55,
          forecast_variance_pct: 10,
          task_completion_pct: 90,
        },
      },
    };
    expect(dashboardTargetsOf(result, 1)).toEqual({
      labor_cost_pct: 25,
      forecast_variance_pct: 10,
      task_completion_pct: 90,
      late_clock_ins: 3,
      sales_per_labor_hour: 55,
    });
    // A company missing from the map, and an answer without targets: the defaults.
    expect(dashboardTargetsOf(result, 2)).toEqual(DEFAULT_DASHBOARD_TARGETS);
    expect(dashboardTargetsOf({}, 1)).toEqual(DEFAULT_DASHBOARD_TARGETS);
    // 1,000 net sales and 270 labor cost: 27% labor, on forecast; 1 store of each company.
    const figures = day({ net_sales: 1000, forecast: 1000, labor_cost: 270 });
    const stores = [1, 2].map((id) => ({
      store_id: id,
      name: `Store ${id}`,
      company_id: id,
      days: [{ date: '2026-03-17', ...figures }],
    }));
    expect(
      attentionItems(stores, (id) => dashboardTargetsOf(result, id)).map((i) => [
        i.storeId,
        i.companyId,
        i.rule,
        i.value,
        i.target,
      ]),
    ).toEqual([[1, 1, 'labor_cost', 27, 25]]);
    // One set of targets for every store still works, and the defaults flag nothing at 27%.
    expect(attentionItems(stores, dashboardTargetsOf(result, 1)).map((i) => [i.storeId, i.value])).toEqual([
      [1, 27],
      [2, 27],
    ]);
    expect(attentionItems(stores)).toEqual([]);
    expect(targetStatus(figures, dashboardTargetsOf(result, 1)).labor_cost).toBe('bad');
    expect(targetStatus(figures, dashboardTargetsOf(result, 2)).labor_cost).toBe('good');
  });

  it('shares targets only when every listed company has the same ones', () => {
    const custom = {
      labor_cost_pct: 25,
      sales_per_labor_hour: 55,
      forecast_variance_pct: 5,
      task_completion_pct: 95,
    };
    const result = {
      targets: {
        '1': custom,
        '2': { ...custom },
        '3': { ...custom, labor_cost_pct: 28 },
        // The default values saved: the same as a company with none.
        '4': DEFAULT_REPORT_SETTINGS.targets,
      },
    };
    const expected = {
      labor_cost_pct: 25,
      forecast_variance_pct: 5,
      task_completion_pct: 95,
      late_clock_ins: 3,
      sales_per_labor_hour: 55,
    };
    expect(sharedTargets(result, [1])).toEqual(expected);
    expect(sharedTargets(result, [1, 2, 1])).toEqual(expected);
    expect(sharedTargets(result, [1, 3])).toBeNull();
    expect(sharedTargets(result, [1, 5])).toBeNull(); // 5 has the defaults
    expect(sharedTargets(result, [2, 4])).toBeNull();
    expect(sharedTargets(result, [4, 5])).toEqual(DEFAULT_DASHBOARD_TARGETS);
    expect(sharedTargets({}, [1, 2, 3])).toEqual(DEFAULT_DASHBOARD_TARGETS);
    expect(sharedTargets(result, [])).toEqual(DEFAULT_DASHBOARD_TARGETS);
    // Only sales per labor hour differs: still different.
    expect(
      sharedTargets({ targets: { '1': custom, '2': { ...custom, sales_per_labor_hour: null } } }, [1, 2]),
    ).toBeNull();
  });

  it('turns presets into ranges; This week starts on the company week_begin', () => {
    // 2026-03-18 is a Wednesday.
    expect(presetRange('today', '2026-03-18')).toEqual({ start: '2026-03-18', end: '2026-03-18' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ start: '2026-02-28', end: '2026-02-28' });
    expect(presetRange('last7', '2026-03-18')).toEqual({ start: '2026-03-12', end: '2026-03-18' });
    expect(presetRange('last28', '2026-03-18')).toEqual({ start: '2026-02-19', end: '2026-03-18' });
    expect(presetRange('thisWeek', '2026-03-18')).toEqual({ start: '2026-03-16', end: '2026-03-18' });
    expect(presetRange('thisWeek', '2026-03-18', 'Wednesday')).toEqual({
      start: '2026-03-18',
      end: '2026-03-18',
    });
    expect(presetRange('thisWeek', '2026-03-18', 'Thursday')).toEqual({
      start: '2026-03-12',
      end: '2026-03-18',
    });
    expect(previousRange('2026-03-12', '2026-03-18')).toEqual({ start: '2026-03-05', end: '2026-03-11' });
    expect(previousRange('2026-03-01', '2026-03-01')).toEqual({ start: '2026-02-28', end: '2026-02-28' });
  });
});

describe('store-day rollups', () => {
  // Clock-ins 7 minutes late, 3 early, on time, 1 late, and a shift without a punch.
  const files = {
    ...SMALL_DAY_FILES,
    'scheduled_labor.csv': [
      'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
      'Ann,Lee,2026-11-17,9:00 AM,1:00 PM,4',
      'Bo,Chen,2026-11-17,10:00 AM,2:00 PM,4',
      'Cy,Diaz,2026-11-17,11:00 AM,3:00 PM,4',
      'Di,Eng,2026-11-17,12:00 PM,4:00 PM,4',
      'Ed,Fox,2026-11-17,01:00 PM,5:00 PM,4',
    ].join('\n'),
    'actual_labor.csv': [
      'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
      'Ann,Lee,2026-11-17,9:07 AM,1:00 PM,3.88',
      'Bo,Chen,2026-11-17,9:57 AM,2:00 PM,4.05',
      'Cy,Diaz,2026-11-17,11:00 AM,3:00 PM,4',
      'Di,Eng,2026-11-17,12:01 PM,4:00 PM,3.98',
    ].join('\n'),
  };
  const sections = parseSections(files).sections;

  it("count late and early clock-ins for any company's tolerance as the stat blocks do", () => {
    const rollup = storeDayRollup(computeStatBlocks(rowsOfSections(sections), DASHBOARD_BLOCKS));
    expect(rollup.clock_in_variances).toHaveLength(4);
    expect(rollup.no_shows).toBe(1);
    for (const toleranceMinutes of [0, 0.5, 1, 2, 3, 5, 7, 10, 30]) {
      const blocks = computeStatBlocks(rowsOfSections(sections), DASHBOARD_BLOCKS, undefined, {
        toleranceMinutes,
      });
      expect(rollupFigures(rollup, toleranceMinutes), `tolerance ${toleranceMinutes}`).toEqual(
        storeDayFigures(blocks),
      );
    }
    expect(rollupFigures(rollup, 2)).toMatchObject({ late_clock_ins: 1, early_clock_ins: 1 });
  });

  it('keep an empty store-day as zeros', () => {
    const rollup = storeDayRollup(
      computeStatBlocks(rowsOfSections(parseSections({}).sections), DASHBOARD_BLOCKS),
    );
    expect(rollupFigures(rollup, 2)).toEqual(emptyFigures());
    expect(rollup.clock_in_variances).toEqual([]);
  });
});
