import { describe, expect, it } from 'vitest';
import {
  attentionItems,
  DASHBOARD_FIGURE_KEYS,
  type DashboardFigures,
  dashboardKpis,
  emptyFigures,
  presetRange,
  previousRange,
  sumFigures,
  targetStatus,
} from './dashboard';

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
        day({ net_sales: 100, labor_cost: 30, forecast: 111, tasks_total: 10, tasks_completed: 9 }),
      ),
    ).toEqual({
      labor_cost: 'good',
      forecast: 'good',
      task_completion: 'good',
    });
    expect(
      targetStatus(
        day({ net_sales: 100, labor_cost: 30.01, forecast: 112, tasks_total: 10, tasks_completed: 8 }),
      ),
    ).toEqual({
      labor_cost: 'bad',
      forecast: 'bad',
      task_completion: 'bad',
    });
    expect(targetStatus(emptyFigures())).toEqual({ labor_cost: null, forecast: null, task_completion: null });
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
    expect(attentionItems(stores).map((i) => [i.date, i.rule, i.storeName, i.value, i.target])).toEqual([
      ['2026-03-17', 'under_forecast', 'Uptown', -15, 10],
      ['2026-03-17', 'late_clock_ins', 'Uptown', 3, 3],
      ['2026-03-17', 'task_completion', 'Downtown', 80, 90],
      ['2026-03-17', 'expired_timers', 'Downtown', 2, 0],
      ['2026-03-16', 'labor_cost', 'Uptown', 40, 30],
    ]);
    expect(attentionItems(stores)[0]).toMatchObject({ storeId: 2, companyId: 1 });
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
