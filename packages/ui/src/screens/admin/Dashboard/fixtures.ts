// Deterministic dashboards for the stories: twelve stores of three companies, any range, with the
// companies' report settings targets when asked (none: every company has the defaults).
import {
  type Company,
  type DashboardFigures,
  type DashboardResponse,
  type DayStatus,
  emptyFigures,
  sumFigures,
} from '@store-ops/domain';

export const dashboardCompanies: Company[] = [
  { id: 1, name: 'Harvest Table', source_id: 'HT', week_begin: 'Monday', version: 0 },
  { id: 2, name: 'Lone Star Burgers', source_id: 'LSB', week_begin: 'Wednesday', version: 0 },
  { id: 3, name: 'Corner Market', source_id: 'CM', week_begin: 'Sunday', version: 0 },
];

const STORES = [
  ['Harvest Table Downtown', 1, 6200],
  ['Harvest Table Uptown', 1, 5400],
  ['Harvest Table Domain', 1, 4800],
  ['Harvest Table Lakeside', 1, 3900],
  ['Lone Star Burgers South Congress', 2, 7100],
  ['Lone Star Burgers Mueller', 2, 5600],
  ['Lone Star Burgers Round Rock', 2, 4300],
  ['Lone Star Burgers Cedar Park', 2, 3500],
  ['Corner Market Hyde Park', 3, 9800],
  ['Corner Market Zilker', 3, 8700],
  ['Corner Market Tarrytown', 3, 7600],
  ['Corner Market Bouldin', 3, 6900],
] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A store-day's figures from a smooth, repeatable pattern (weekends busier, some stores off target). */
function storeDay(store: number, dayIndex: number, base: number, date: string): DashboardFigures {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = dow === 5 || dow === 6 ? 1.3 : dow === 0 ? 1.1 : 1;
  const wave = 1 + 0.08 * Math.sin(dayIndex * 0.9 + store);
  const net = round2(base * weekend * wave);
  const forecast = round2(base * weekend * (1 + 0.05 * Math.cos(store)) * (store === 3 ? 1.18 : 1));
  const laborHours = round2((net / 85) * (store === 6 ? 1.35 : 1));
  return {
    net_sales: net,
    forecast,
    transactions: Math.round(net / (store >= 8 ? 31 : 14.5)),
    labor_hours: laborHours,
    labor_cost: round2(laborHours * 17.4),
    suggested_labor_hours: round2(forecast / 85),
    late_clock_ins: (store * 7 + dayIndex * 3) % 11 === 0 ? 3 : (store + dayIndex) % 3,
    early_clock_ins: (store + dayIndex) % 2,
    no_shows: (store * 5 + dayIndex) % 17 === 0 ? 1 : 0,
    tasks_completed: 7 + ((store + dayIndex) % 3),
    tasks_total: 9,
    expired_timers: (store * 3 + dayIndex) % 7 === 0 ? 2 : 0,
    samples: 4 + ((store + dayIndex) % 5),
  };
}

type Targets = NonNullable<DashboardResponse['targets']>;

/** Report settings targets of the stories: company 1 keeps labor to 25% and sells $55 a labor hour. */
export const companyTargets = {
  strict: {
    labor_cost_pct: 25,
    sales_per_labor_hour: 55,
    forecast_variance_pct: 10,
    task_completion_pct: 90,
  },
  loose: {
    labor_cost_pct: 35,
    sales_per_labor_hour: null,
    forecast_variance_pct: 15,
    task_completion_pct: 80,
  },
} satisfies Record<string, Targets[string]>;

/**
 * A dashboard over `days` days ending on `end`, for one company's stores or all twelve; `targets`
 * (keyed by company id) as the API sends them, only for the companies with a store in the answer.
 * With `storesToday` (every store's local date) each day has its status as the API gives it: that day
 * in progress, the days after it not started (all zeros), the days before complete.
 */
export function dashboardFixture(
  end: string,
  days: number,
  companyId: number | null = null,
  targets?: Targets,
  storesToday?: string,
): DashboardResponse {
  const start = addDays(end, -(days - 1));
  const stores = STORES.map(([name, company, base], i) => ({ name, company, base, i })).filter(
    (s) => companyId === null || s.company === companyId,
  );
  const answer = stores.map((s) => {
    const perDay = Array.from({ length: days }, (_, d) => {
      const date = addDays(start, d);
      if (storesToday === undefined) return { date, ...storeDay(s.i, d, s.base, date) };
      const status: DayStatus =
        date > storesToday ? 'not_started' : date === storesToday ? 'in_progress' : 'complete';
      return {
        date,
        status,
        ...(status === 'not_started' ? emptyFigures() : storeDay(s.i, d, s.base, date)),
      };
    });
    return {
      store_id: s.i + 1,
      name: s.name,
      company_id: s.company,
      totals: sumFigures(perDay),
      days: perDay,
    };
  });
  const shown = new Set(answer.map((s) => String(s.company_id)));
  return {
    start,
    end,
    company_id: companyId,
    totals: sumFigures(answer.map((s) => s.totals)),
    stores: answer,
    ...(targets && { targets: Object.fromEntries(Object.entries(targets).filter(([id]) => shown.has(id))) }),
  };
}

/** A day with stores but nothing recorded. */
export function emptyDashboard(day: string): DashboardResponse {
  const board = dashboardFixture(day, 1);
  const none = emptyFigures();
  return {
    ...board,
    totals: none,
    stores: board.stores.map((s) => ({ ...s, totals: none, days: [{ ...none, date: day }] })),
  };
}
