import { buildReportContext, type CsvProxyResponse, parseSections } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';

type Figures = Record<string, number> & { date?: string };
interface Board {
  start: string;
  end: string;
  company_id: number | null;
  totals: Figures;
  stores: { store_id: number; name: string; company_id: number; totals: Figures; days: Figures[] }[];
}

describe('GET /api/dashboard', () => {
  const env = useTestApp();
  const board = async (cookie: string, query: string) => {
    const res = await env.as(cookie, { method: 'GET', url: `/api/dashboard${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Board;
  };

  it('is for admins: 401 without a session, 403 for staff, each with the one error shape', async () => {
    const anonymous = await env.as(null, {
      method: 'GET',
      url: `/api/dashboard?start=${TEST_TODAY}&end=${TEST_TODAY}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = await env.login(STAFF);
    const refused = await env.as(staff, {
      method: 'GET',
      url: `/api/dashboard?start=${TEST_TODAY}&end=${TEST_TODAY}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
  });

  it('refuses a reversed range, more than 92 days, a bad date and a bad company with 400', async () => {
    const admin = await env.login(ADMIN);
    const cases: [string, string][] = [
      ['?start=2026-03-18&end=2026-03-17', 'start must be on or before end.'],
      ['?start=2026-01-01&end=2026-04-03', 'The date range may span at most 92 days.'],
      ['?start=2026-02-30&end=2026-03-01', ''],
      ['?start=2026-03-01', ''],
      ['?start=2026-03-01&end=2026-03-02&company_id=0', ''],
      ['?start=2026-03-01&end=2026-03-02&company_id=x', ''],
    ];
    for (const [query, message] of cases) {
      const res = await env.as(admin, { method: 'GET', url: `/api/dashboard${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { error: { code: string; message: string } };
      expect(body.error.code, query).toBe('bad_request');
      if (message) expect(body.error.message).toContain(message);
    }
    // 92 days exactly is accepted.
    expect((await board(admin, '?start=2026-01-01&end=2026-04-02')).stores[0]?.days).toHaveLength(92);
  });

  it('answers a company that does not exist with 404', async () => {
    const admin = await env.login(ADMIN);
    const res = await env.as(admin, {
      method: 'GET',
      url: `/api/dashboard?start=${TEST_TODAY}&end=${TEST_TODAY}&company_id=999`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Company not found.' } });
  });

  it("gives every store-day the figures of that store-day's report context", async () => {
    const admin = await env.login(ADMIN);
    const start = '2026-03-14';
    const end = TEST_TODAY;
    const { stores } = await board(admin, `?start=${start}&end=${end}`);
    expect(stores).toHaveLength(12);
    let compared = 0;
    for (const store of stores) {
      for (const day of store.days) {
        const files = (
          await env.as(admin, {
            method: 'GET',
            url: `/api/csvproxy?start=${day.date}&end=${day.date}&store_id=${store.store_id}`,
          })
        ).json() as CsvProxyResponse;
        const { statBlocks: b } = buildReportContext({
          date: String(day.date),
          store: null,
          hours: [],
          sections: parseSections(files).sections,
          weather: null,
        });
        expect(day, `${store.name} ${day.date}`).toEqual({
          date: day.date,
          net_sales: b.sales?.totals.netSales ?? 0,
          forecast: b.sales?.totals.forecast ?? 0,
          transactions: b.sales?.totals.transactions ?? 0,
          labor_hours: b.sales?.totals.laborHours ?? 0,
          labor_cost: b.sales?.totals.laborCost ?? 0,
          suggested_labor_hours: b.sales?.totals.suggestedLaborHours ?? 0,
          late_clock_ins: b.employees?.clockInVariance.counts.late ?? 0,
          early_clock_ins: b.employees?.clockInVariance.counts.early ?? 0,
          no_shows: b.employees?.clockInVariance.counts.notApplicable ?? 0,
          tasks_completed: b.tasks?.completed ?? 0,
          tasks_total: b.tasks?.total ?? 0,
          expired_timers: b.timers?.expired ?? 0,
          samples: b.samples?.count ?? 0,
        });
        compared++;
      }
    }
    expect(compared).toBe(12 * 5);
    // The seeded days are not empty: the comparison compared figures, not zeros.
    expect(stores.every((s) => (s.totals.net_sales ?? 0) > 0 && (s.totals.tasks_total ?? 0) > 0)).toBe(true);
  });

  it('sums days into store totals and stores into the totals, to the cent', async () => {
    const admin = await env.login(ADMIN);
    const { totals, stores } = await board(admin, `?start=2026-03-10&end=${TEST_TODAY}`);
    const cents = (values: number[]) => values.reduce((t, v) => t + Math.round(v * 100), 0) / 100;
    for (const s of stores) {
      expect(s.totals.net_sales).toBe(cents(s.days.map((d) => d.net_sales!)));
      expect(s.totals.late_clock_ins).toBe(s.days.reduce((t, d) => t + d.late_clock_ins!, 0));
    }
    expect(totals.net_sales).toBe(cents(stores.map((s) => s.totals.net_sales!)));
    expect(totals.labor_cost).toBe(cents(stores.map((s) => s.totals.labor_cost!)));
    expect(totals.tasks_total).toBe(stores.reduce((t, s) => t + s.totals.tasks_total!, 0));
    // Money has at most two decimals.
    for (const s of stores)
      for (const d of s.days) expect(Math.round(d.net_sales! * 100) / 100).toBe(d.net_sales);
  });

  it("narrows to one company's stores; days without data are zeros; a store without rows still appears", async () => {
    const admin = await env.login(ADMIN);
    const created = await env.as(admin, {
      method: 'POST',
      url: '/api/stores/',
      payload: {
        name: 'Airport Kiosk',
        address: '1 Terminal Dr',
        city: 'Austin',
        state: 'TX',
        zip: '78719',
        company_id: 1,
        source_id: 'AK-1',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const storeId = (created.json() as { id: number }).id;
    // The seed ends a week after "today"; the range runs past it.
    const result = await board(admin, '?start=2026-03-25&end=2026-03-27&company_id=1');
    expect(result.company_id).toBe(1);
    expect(result.stores.every((s) => s.company_id === 1)).toBe(true);
    const all = await board(admin, '?start=2026-03-25&end=2026-03-27');
    expect(result.stores.length).toBeLessThan(all.stores.length);
    const kiosk = result.stores.find((s) => s.store_id === storeId);
    expect(kiosk?.name).toBe('Airport Kiosk');
    expect(kiosk?.days.map((d) => d.date)).toEqual(['2026-03-25', '2026-03-26', '2026-03-27']);
    const zero = {
      net_sales: 0,
      forecast: 0,
      transactions: 0,
      labor_hours: 0,
      labor_cost: 0,
      suggested_labor_hours: 0,
      late_clock_ins: 0,
      early_clock_ins: 0,
      no_shows: 0,
      tasks_completed: 0,
      tasks_total: 0,
      expired_timers: 0,
      samples: 0,
    };
    expect(kiosk?.totals).toEqual(zero);
    // Past the seeded window every store's days are zeros.
    for (const s of result.stores)
      expect(s.days.find((d) => d.date === '2026-03-27')).toEqual({ date: '2026-03-27', ...zero });
  });
});
