import {
  buildReport,
  buildReportContext,
  CSV_FILE_NAMES,
  type CsvProxyResponse,
  parseSections,
} from '@store-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, STAFF, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';
import { importStoreDay } from '../../services/import';

type Figures = Record<string, number> & { date?: string; status?: string };
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

  it("gives every store-day the figures of that store-day's report context, and its status on the store's clock", async () => {
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
        // The test clock is at noon UTC of TEST_TODAY: the morning of that day at every US store.
        const hasRows = CSV_FILE_NAMES.some((f) => files[f].trim().split('\n').length > 1);
        expect(day, `${store.name} ${day.date}`).toEqual({
          date: day.date,
          status: day.date === TEST_TODAY ? 'in_progress' : hasRows ? 'complete' : 'no_data',
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
    // Days that have not started have no actuals: all zeros, their forecast and schedule included.
    for (const s of result.stores) {
      expect(s.days.find((d) => d.date === '2026-03-27')).toEqual({
        date: '2026-03-27',
        status: 'not_started',
        ...zero,
      });
      expect(s.totals).toEqual(zero);
    }
  });
});

describe('the dashboard after a write that changes a store-day', () => {
  const env = useTestApp();
  /** One store-day's dashboard figures and its report context's, as the consistency test above. */
  const figuresOf = async (cookie: string, storeId: number, date: string) => {
    const board = (
      await env.as(cookie, { method: 'GET', url: `/api/dashboard?start=${date}&end=${date}` })
    ).json() as Board;
    const files = (
      await env.as(cookie, {
        method: 'GET',
        url: `/api/csvproxy?start=${date}&end=${date}&store_id=${storeId}`,
      })
    ).json() as CsvProxyResponse;
    const { statBlocks: b } = buildReportContext({
      date,
      store: null,
      hours: [],
      sections: parseSections(files).sections,
      weather: null,
    });
    return {
      dashboard: board.stores.find((s) => s.store_id === storeId)?.days[0],
      report: {
        date,
        // Before the test clock's day at every store.
        status: 'complete',
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
      },
    };
  };
  const date = '2026-03-16';
  const labor = {
    scheduled: `FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours\nZed,Alpha,${date},09:00 AM,05:00 PM,8\nZed,Beta,${date},09:00 AM,05:00 PM,8\n`,
    actual: `FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\nZed,Alpha,${date},09:06 AM,05:00 PM,7.9\n`,
  };

  it("shows an imported store-day's new figures at once", async () => {
    const admin = await env.login(ADMIN);
    const before = await figuresOf(admin, 4, date);
    const result = await importStoreDay(env.database.db, {
      storeId: 4,
      date,
      files: [
        {
          name: 'sales.csv',
          text: 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n10:00 AM,1250.50,80,4,72.5,3.5,1200\n',
        },
        { name: 'scheduled_labor.csv', text: labor.scheduled },
        { name: 'actual_labor.csv', text: labor.actual },
        { name: 'timers.csv', text: 'StartedAt,TimerName,MinutesRemaining\n09:05 AM,Soup hold,-4\n' },
      ],
    });
    expect(result.ok).toBe(true);
    env.app.ctx.invalidate();
    const after = await figuresOf(admin, 4, date);
    expect(after.dashboard).toEqual(after.report);
    expect(after.dashboard).not.toEqual(before.dashboard);
    expect(after.dashboard).toMatchObject({
      net_sales: 1250.5,
      late_clock_ins: 1,
      no_shows: 1,
      expired_timers: 1,
      tasks_total: before.report.tasks_total,
    });
  });

  it("shows a store-day's figures again when an employee's new name changes which punch meets which shift", async () => {
    const admin = await env.login(ADMIN);
    await importStoreDay(env.database.db, {
      storeId: 4,
      date,
      files: [
        { name: 'scheduled_labor.csv', text: labor.scheduled },
        { name: 'actual_labor.csv', text: labor.actual },
      ],
    });
    env.app.ctx.invalidate();
    expect((await figuresOf(admin, 4, date)).dashboard).toMatchObject({ late_clock_ins: 1, no_shows: 1 });
    const beta = await env.database.db
      .selectFrom('employees')
      .select(['id', 'version'])
      .where('store_id', '=', 4)
      .where('last_name', '=', 'Beta')
      .executeTakeFirstOrThrow();
    // Beta's shift now finds Alpha's punch, which clocks in 6 minutes late for it too.
    const renamed = await env.as(admin, {
      method: 'PUT',
      url: `/api/employees/${beta.id}`,
      payload: { version: beta.version, last_name: 'Alpha' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await figuresOf(admin, 4, date);
    expect(after.dashboard).toEqual(after.report);
    expect(after.dashboard).toMatchObject({ late_clock_ins: 2, no_shows: 0 });
  });

  it('says no data for a past store-day without a row of any file, and in progress for its today', async () => {
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
    const res = await env.as(admin, {
      method: 'GET',
      url: `/api/dashboard?start=2026-03-16&end=${TEST_TODAY}`,
    });
    const kiosk = (res.json() as Board).stores.find((s) => s.store_id === storeId);
    expect(kiosk?.days.map((d) => d.status)).toEqual(['no_data', 'no_data', 'in_progress']);
    expect(kiosk?.totals.net_sales).toBe(0);
  });

  it("moves a store-day from not started to in progress to complete with the store's clock, its rollups kept or not", async () => {
    const next = '2026-03-19';
    const after = '2026-03-20';
    // Store 4's next day: sales at 10 AM only, the forecast to noon.
    const sales =
      'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n' +
      '10:00 AM,500,25,4,72,3.5,600\n11:00 AM,0,0,0,0,3,700\n12:00 PM,0,0,0,0,3,800\n';
    const imported = await importStoreDay(env.database.db, {
      storeId: 4,
      date: next,
      files: [{ name: 'sales.csv', text: sales }],
    });
    expect(imported.ok).toBe(true);
    env.app.ctx.invalidate();
    const store = await env.database.db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    /** Store 4's day on the board at the test clock's moment, and its report context's figures then. */
    const storeDayAt = async (iso: string, date: string) => {
      env.clock.set(iso);
      // A session does not outlive a day on the clock: sign in at each moment.
      const admin = await env.login(ADMIN);
      const res = await env.as(admin, {
        method: 'GET',
        url: `/api/dashboard?start=${TEST_TODAY}&end=${after}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const day = (res.json() as Board).stores
        .find((s) => s.store_id === 4)
        ?.days.find((d) => d.date === date);
      const files = (
        await env.as(admin, { method: 'GET', url: `/api/csvproxy?start=${date}&end=${date}&store_id=4` })
      ).json() as CsvProxyResponse;
      const { context } = buildReport({
        date,
        store,
        hours: [],
        sections: parseSections(files).sections,
        weather: null,
        now: env.clock.now(),
      });
      const b = context.statBlocks;
      return {
        day,
        report: {
          net_sales: b.sales?.totals.netSales ?? 0,
          forecast: b.sales?.totals.forecast ?? 0,
          suggested_labor_hours: b.sales?.totals.suggestedLaborHours ?? 0,
          late_clock_ins: b.employees?.clockInVariance.counts.late ?? 0,
          tasks_total: b.tasks?.total ?? 0,
        },
      };
    };

    const notStarted = await storeDayAt(`${TEST_TODAY}T12:00:00Z`, next);
    expect(notStarted.day).toMatchObject({
      status: 'not_started',
      net_sales: 0,
      forecast: 0,
      tasks_total: 0,
    });

    // A day later on the clock, with no write between: the rollups come from the cache, the statuses do not.
    const reads = vi.spyOn(env.app.ctx.cache, 'getRollups');
    const inProgress = await storeDayAt(`${next}T12:00:00Z`, next);
    expect(reads).toHaveBeenCalled();
    for (const result of reads.mock.results) expect(result.value).toBeDefined();
    reads.mockRestore();
    // Its forecast through its last hour with sales, as the report context has it.
    expect(inProgress.day).toMatchObject({ status: 'in_progress', ...inProgress.report });
    expect(inProgress.day).toMatchObject({ net_sales: 500, forecast: 600 });
    const yesterday = await storeDayAt(`${next}T12:00:00Z`, TEST_TODAY);
    expect(yesterday.day).toMatchObject({ status: 'complete', ...yesterday.report });
    expect(yesterday.report.net_sales).toBeGreaterThan(0);

    const complete = await storeDayAt(`${after}T12:00:00Z`, next);
    expect(complete.day).toMatchObject({ status: 'complete', ...complete.report });
    expect(complete.day).toMatchObject({ net_sales: 500, forecast: 2100 });
  });
});
