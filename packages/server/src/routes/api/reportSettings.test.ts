import { DEFAULT_REPORT_SETTINGS, REPORT_SETTINGS_MESSAGES } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, MANAGER, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { reportSettingsForStore, reportSettingsOf } from '../../services/reportSettings';

// Seeded companies: 1 Harvest Table (stores 1-4; staff sees 1 and 3), 2 Blazing Bird (stores 5-9,
// the manager's), 3 Northwind (stores 10-12).
const HARVEST = 1;
const BLAZING = 2;
const NORTHWIND = 3;

const saved = (companyId: number, version: number) => ({
  ...DEFAULT_REPORT_SETTINGS,
  company_id: companyId,
  version,
  blocks: { ...DEFAULT_REPORT_SETTINGS.blocks, samples: false, timers: false },
  metrics: { ...DEFAULT_REPORT_SETTINGS.metrics, costPerSuggestedLaborHour: false },
  on_time_tolerance_minutes: 5,
  targets: {
    labor_cost_pct: 27.5,
    sales_per_labor_hour: 85,
    forecast_variance_pct: 8,
    task_completion_pct: 95,
  },
  instructions: 'Call out any store under forecast by more than 8%.',
});

describe('/api/report-settings', () => {
  const env = useTestApp();
  const get = (cookie: string | null, query: string) =>
    env.as(cookie, { method: 'GET', url: `/api/report-settings${query}` });
  const put = (cookie: string | null, payload: object) =>
    env.as(cookie, { method: 'PUT', url: '/api/report-settings', payload });

  it('answers the defaults at version 0 for a company that saved none', async () => {
    const admin = await env.login(ADMIN);
    const res = await get(admin, `?company_id=${NORTHWIND}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      company_id: NORTHWIND,
      version: 0,
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
      on_time_tolerance_minutes: 2,
      targets: {
        labor_cost_pct: 30,
        sales_per_labor_hour: null,
        forecast_variance_pct: 10,
        task_completion_pct: 90,
      },
      instructions: '',
    });
  });

  it('any signed-in user who sees a store of the company reads it; any other company is the same 404 as one that does not exist', async () => {
    const staff = await env.login(STAFF);
    const own = await get(staff, `?company_id=${HARVEST}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ company_id: HARVEST, version: 0 });

    const notFound = [404, { error: { code: 'not_found', message: 'Company not found.' } }];
    for (const id of [BLAZING, NORTHWIND, 999]) {
      const res = await get(staff, `?company_id=${id}`);
      expect([id, res.statusCode, res.json()]).toEqual([id, ...notFound]);
    }
    const manager = await env.login(MANAGER);
    expect((await get(manager, `?company_id=${BLAZING}`)).statusCode).toBe(200);
    expect((await get(manager, `?company_id=${HARVEST}`)).statusCode).toBe(404);
    // An admin sees every company; one that does not exist is still 404.
    const admin = await env.login(ADMIN);
    for (const id of [HARVEST, BLAZING, NORTHWIND])
      expect((await get(admin, `?company_id=${id}`)).statusCode).toBe(200);
    const unknown = await get(admin, '?company_id=999');
    expect([unknown.statusCode, unknown.json()]).toEqual(notFound);
    // Impersonating staff, the admin reads with the staff's scope.
    const imp = sessionCookie(
      await env.as(admin, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    expect((await get(imp, `?company_id=${HARVEST}`)).statusCode).toBe(200);
    expect((await get(imp, `?company_id=${BLAZING}`)).statusCode).toBe(404);
  });

  it('needs a session and a valid company_id: 401 and 400 in the one error shape', async () => {
    const anonymous = await get(null, `?company_id=${HARVEST}`);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: { code: 'unauthorized', message: 'Sign in required.' } },
    ]);
    const staff = await env.login(STAFF);
    for (const query of [
      '',
      '?company_id=',
      '?company_id=x',
      '?company_id=0',
      '?company_id=1.5',
      '?company_id=-1',
    ]) {
      const res = await get(staff, query);
      expect([query, res.statusCode], res.body).toEqual([query, 400]);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message:
            'Invalid querystring field company_id: company_id must be the id of a company (a whole number from 1).',
        },
      });
    }
  });

  it('PUT is for admins: 401 without a session, 403 for staff (nothing saved)', async () => {
    expect((await put(null, saved(HARVEST, 0))).statusCode).toBe(401);
    const staff = await env.login(STAFF);
    const refused = await put(staff, saved(HARVEST, 0));
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: { code: 'forbidden', message: 'Administrator access required.' } },
    ]);
    expect((await get(staff, `?company_id=${HARVEST}`)).json()).toMatchObject({
      version: 0,
      instructions: '',
    });
  });

  it('an admin saves: 200 with version + 1, GET and the service helpers read it, other companies keep the defaults', async () => {
    const admin = await env.login(ADMIN);
    const first = await put(admin, saved(HARVEST, 0));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(saved(HARVEST, 1));

    const staff = await env.login(STAFF);
    expect((await get(staff, `?company_id=${HARVEST}`)).json()).toEqual(saved(HARVEST, 1));
    expect((await get(admin, `?company_id=${BLAZING}`)).json()).toMatchObject({
      version: 0,
      on_time_tolerance_minutes: 2,
    });

    const second = await put(admin, { ...saved(HARVEST, 1), on_time_tolerance_minutes: 0, instructions: '' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ ...saved(HARVEST, 2), on_time_tolerance_minutes: 0, instructions: '' });

    const db = env.database.db;
    expect(await reportSettingsOf(db, HARVEST)).toEqual({
      ...saved(HARVEST, 2),
      on_time_tolerance_minutes: 0,
      instructions: '',
    });
    expect(await reportSettingsOf(db, NORTHWIND)).toEqual({
      ...DEFAULT_REPORT_SETTINGS,
      company_id: NORTHWIND,
      version: 0,
    });
    // Store 3 is Harvest Table's, store 10 Northwind's.
    expect((await reportSettingsForStore(db, 3)).version).toBe(2);
    expect(await reportSettingsForStore(db, 10)).toMatchObject({ company_id: NORTHWIND, version: 0 });
    await expect(reportSettingsForStore(db, 999)).rejects.toMatchObject({ status: 404 });
  });

  it('a stale version is 409 with the current settings, also while none are saved (version 0 is current)', async () => {
    const admin = await env.login(ADMIN);
    const ahead = await put(admin, saved(HARVEST, 3));
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual({
      error: { code: 'conflict', message: 'This row was changed by someone else. Reload it and try again.' },
      current: { ...DEFAULT_REPORT_SETTINGS, company_id: HARVEST, version: 0 },
    });

    expect((await put(admin, saved(HARVEST, 0))).statusCode).toBe(200);
    const stale = await put(admin, { ...saved(HARVEST, 0), instructions: 'An old tab.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: { code: 'conflict', message: 'This row was changed by someone else. Reload it and try again.' },
      current: saved(HARVEST, 1),
    });
    expect((await get(admin, `?company_id=${HARVEST}`)).json()).toEqual(saved(HARVEST, 1));
  });

  it('refuses invalid settings with 400 and the field message of the contract', async () => {
    const admin = await env.login(ADMIN);
    const cases: [object, string, string][] = [
      [
        { ...saved(HARVEST, 0), on_time_tolerance_minutes: 31 },
        'on_time_tolerance_minutes',
        REPORT_SETTINGS_MESSAGES.tolerance,
      ],
      [
        { ...saved(HARVEST, 0), on_time_tolerance_minutes: 2.5 },
        'on_time_tolerance_minutes',
        REPORT_SETTINGS_MESSAGES.tolerance,
      ],
      [
        { ...saved(HARVEST, 0), targets: { ...saved(HARVEST, 0).targets, labor_cost_pct: 101 } },
        'targets.labor_cost_pct',
        REPORT_SETTINGS_MESSAGES.labor_cost_pct,
      ],
      [
        { ...saved(HARVEST, 0), instructions: 'x'.repeat(2001) },
        'instructions',
        REPORT_SETTINGS_MESSAGES.instructions,
      ],
    ];
    expect(REPORT_SETTINGS_MESSAGES.tolerance).toBe(
      'On-time tolerance must be a whole number of minutes from 0 to 30.',
    );
    for (const [payload, field, message] of cases) {
      const res = await put(admin, payload);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json()).toEqual({
        error: { code: 'bad_request', message: `Invalid body field ${field}: ${message}` },
      });
    }
    // A missing part and a missing version are refused too; nothing was saved.
    const { blocks: _b, ...noBlocks } = saved(HARVEST, 0);
    const { version: _v, ...noVersion } = saved(HARVEST, 0);
    for (const payload of [noBlocks, noVersion, { ...saved(HARVEST, 0), company_id: 0 }])
      expect((await put(admin, payload)).statusCode).toBe(400);
    expect((await get(admin, `?company_id=${HARVEST}`)).json()).toMatchObject({ version: 0 });
    // A company that does not exist: 404 like the GET.
    const unknown = await put(admin, saved(999, 0));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: 'Company not found.' } },
    ]);
  });

  it('audits every save: who, as whom, the company, before and after', async () => {
    const admin = await env.login(ADMIN);
    expect((await put(admin, saved(HARVEST, 0))).statusCode).toBe(200);
    const imp = sessionCookie(
      await env.as(admin, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    // Impersonating staff the admin still saves (the real user's flag), for a company staff sees.
    const again = await put(imp, { ...saved(HARVEST, 1), on_time_tolerance_minutes: 0 });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'as_user_id', 'entity', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'report_settings')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        action: 'update',
        actor_user_id: IDS.admin,
        as_user_id: IDS.admin,
        entity: 'report_settings',
        entity_id: HARVEST,
        before: { ...DEFAULT_REPORT_SETTINGS, company_id: HARVEST, version: 0 },
        after: saved(HARVEST, 1),
      },
      {
        action: 'update',
        actor_user_id: IDS.admin,
        as_user_id: IDS.staff,
        entity: 'report_settings',
        entity_id: HARVEST,
        before: saved(HARVEST, 1),
        after: { ...saved(HARVEST, 2), on_time_tolerance_minutes: 0 },
      },
    ]);
    const row = await env.database.db
      .selectFrom('report_settings')
      .select(['version', 'updated_by', 'updated_at'])
      .where('company_id', '=', HARVEST)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ version: 2, updated_by: IDS.admin, updated_at: new Date(env.clock.now()) });
  });
});

describe('GET /api/dashboard with report settings', () => {
  const env = useTestApp();
  type Day = { date: string; late_clock_ins: number; early_clock_ins: number; no_shows: number };
  const board = async (cookie: string, query: string) => {
    const res = await env.as(cookie, { method: 'GET', url: `/api/dashboard${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      targets?: Record<string, unknown>;
      stores: { store_id: number; company_id: number; days: Day[]; totals: Day }[];
    };
  };
  const dayOf = (b: Awaited<ReturnType<typeof board>>, storeId: number) =>
    b.stores.find((s) => s.store_id === storeId)?.days[0];
  const defaults = DEFAULT_REPORT_SETTINGS.targets;

  it("answers each company's targets, keyed by company id", async () => {
    const admin = await env.login(ADMIN);
    const everything = await board(admin, '?start=2026-03-17&end=2026-03-17');
    expect(everything.targets).toEqual({ '1': defaults, '2': defaults, '3': defaults });
    const saving = await env.as(admin, {
      method: 'PUT',
      url: '/api/report-settings',
      payload: {
        ...DEFAULT_REPORT_SETTINGS,
        company_id: BLAZING,
        version: 0,
        targets: {
          labor_cost_pct: 25,
          sales_per_labor_hour: 90,
          forecast_variance_pct: 5,
          task_completion_pct: 99,
        },
      },
    });
    expect(saving.statusCode, saving.body).toBe(200);
    const after = await board(admin, '?start=2026-03-17&end=2026-03-17');
    expect(after.targets).toEqual({
      '1': defaults,
      '2': {
        labor_cost_pct: 25,
        sales_per_labor_hour: 90,
        forecast_variance_pct: 5,
        task_completion_pct: 99,
      },
      '3': defaults,
    });
    // One company: only its targets.
    expect((await board(admin, `?start=2026-03-17&end=2026-03-17&company_id=${NORTHWIND}`)).targets).toEqual({
      '3': defaults,
    });
  });

  it("counts late and early clock-ins with the company's on-time tolerance, never reusing another tolerance's figures", async () => {
    // Copper Kettle South Lamar (store 3, Harvest Table) on 2026-03-17, read by hand from the seed:
    // 11 shifts, each with a punch; clock-in minus scheduled start: Chen +4, A. Mitchell +2, Moore +1,
    // Ross +1, A. Coleman 0, Johnson 0, H. Mitchell 0, Thomas 0, Y. Coleman -1, Rodriguez -1, Turner -2.
    const admin = await env.login(ADMIN);
    const query = '?start=2026-03-17&end=2026-03-17';
    const storeDay = async () => dayOf(await board(admin, query), 3);
    const setTolerance = async (minutes: number, version: number) => {
      const res = await env.as(admin, {
        method: 'PUT',
        url: '/api/report-settings',
        payload: {
          ...DEFAULT_REPORT_SETTINGS,
          company_id: HARVEST,
          version,
          on_time_tolerance_minutes: minutes,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const counts = (d: Day | undefined) => [d?.late_clock_ins, d?.early_clock_ins, d?.no_shows];

    // The default tolerance, 2 minutes: only Chen is late, nobody early.
    expect(counts(await storeDay())).toEqual([1, 0, 0]);
    const blazingBefore = dayOf(await board(admin, query), 9);

    await setTolerance(4, 0);
    expect(counts(await storeDay())).toEqual([0, 0, 0]);
    await setTolerance(0, 1);
    expect(counts(await storeDay())).toEqual([4, 3, 0]);
    await setTolerance(1, 2);
    expect(counts(await storeDay())).toEqual([2, 1, 0]);
    // Back to 2: the first figures again.
    await setTolerance(2, 3);
    expect(counts(await storeDay())).toEqual([1, 0, 0]);
    // Another company's figures are untouched.
    expect(dayOf(await board(admin, query), 9)).toEqual(blazingBefore);
  });
});
