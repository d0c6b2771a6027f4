import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../contract/responses';
import { emptyFigures, sumFigures } from './dashboard';
import { dashboardView, shortStoreNames } from './dashboardView';

describe("the chart's store labels", () => {
  it('drop the words a name shares with another store, keeping initials where names would read alike', () => {
    expect(
      shortStoreNames([
        'Blazing Bird Uptown',
        'Blazing Bird Midtown',
        'Blazing Bird Downtown',
        'Harvest Table Downtown',
        'Harvest Table Lakeside',
        'Copper Kettle South Lamar',
      ]),
    ).toEqual(['Uptown', 'Midtown', 'BB Downtown', 'HT Downtown', 'Lakeside', 'Copper Kettle South Lamar']);
  });

  it('never leaves a name empty: a name that is the start of another keeps its last word', () => {
    expect(shortStoreNames(['Blazing Bird', 'Blazing Bird Airport'])).toEqual(['Bird', 'Airport']);
    expect(shortStoreNames(['Uptown'])).toEqual(['Uptown']);
  });
});

describe('the dashboard view of an answer', () => {
  const day = (date: string, net_sales: number, status?: 'in_progress') => ({
    ...emptyFigures(),
    date,
    net_sales,
    forecast: 100,
    labor_cost: net_sales / 4,
    ...(status ? { status } : {}),
  });
  const answer = (status?: 'in_progress'): DashboardResponse => {
    const a = [day('2026-03-16', 100, status), day('2026-03-17', 200, status)];
    const b = [day('2026-03-16', 50, status), day('2026-03-17', 150, status)];
    const totals = (days: typeof a) => sumFigures(days);
    return {
      start: '2026-03-16',
      end: '2026-03-17',
      company_id: null,
      totals: sumFigures([...a, ...b]),
      stores: [
        { store_id: 1, name: 'Uptown', company_id: 1, totals: totals(a), days: a },
        { store_id: 2, name: 'Midtown', company_id: 2, totals: totals(b), days: b },
      ],
      targets: {
        '1': {
          labor_cost_pct: 30,
          sales_per_labor_hour: 60,
          forecast_variance_pct: 5,
          task_completion_pct: 90,
        },
      },
    };
  };

  it('sums the chart by day, ranks each store, and says when the companies’ targets differ', () => {
    const view = dashboardView(answer(), { ...emptyFigures(), net_sales: 400 });
    expect(view.empty).toBeNull();
    expect(view.kpis.netSales).toBe(500);
    expect(view.kpis.previousPeriodPercent).toBe(25);
    expect(view.previousRange).toEqual({ start: '2026-03-14', end: '2026-03-15' });
    expect(view.targets).toBeNull();
    expect(view.status).toBeNull();
    expect(view.perHourTargetsDiffer).toBe(true);
    expect(view.chart).toEqual({
      byStore: false,
      points: [
        { kind: 'day', date: '2026-03-16', netSales: 150, forecast: 200, laborCostPercent: 25 },
        { kind: 'day', date: '2026-03-17', netSales: 350, forecast: 200, laborCostPercent: 25 },
      ],
    });
    expect(view.ranking.map((r) => [r.storeId, r.name, r.kpis.netSales, r.sales])).toEqual([
      [1, 'Uptown', 300, [100, 200]],
      [2, 'Midtown', 200, [50, 150]],
    ]);
  });

  it('sets a range in progress against no previous period; a board without stores or figures is empty', () => {
    const view = dashboardView(answer('in_progress'), { ...emptyFigures(), net_sales: 400 });
    expect(view.dayStatus.inProgress).toBe(true);
    expect(view.kpis.previousPeriodPercent).toBeNull();
    expect(dashboardView({ ...answer(), stores: [], totals: emptyFigures() }, null).empty).toBe('no_stores');
    expect(dashboardView({ ...answer(), totals: emptyFigures() }, null).empty).toBe('no_data');
  });
});
