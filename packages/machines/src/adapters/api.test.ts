import { DEFAULT_REPORT_SETTINGS } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../testing';
import { ApiFailure, NETWORK_FAILED, storeOpsApi } from './api';
import { createApiClient } from './http';

const store = {
  id: 12,
  name: 'Harvest Table Downtown',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0100',
  franchise: '',
  company_id: 1,
  source_id: 'HT-12',
  version: 3,
};

const apiOver = (routes: Parameters<typeof fakeFetch>[0]) => {
  const f = fakeFetch(routes);
  return { f, api: storeOpsApi(createApiClient({ fetch: f })) };
};

describe('storeOpsApi: the typed client', () => {
  it('lists, creates, updates and deletes rows at the contract paths, parsed with the row schemas', async () => {
    const { f, api } = apiOver({
      'GET /api/stores/': () => json([store]),
      'POST /api/stores/': () => json({ ...store, id: 13, version: 0 }, 201),
      'PUT /api/stores/12': () => json({ ...store, phone: '512-555-0199', version: 4 }),
      'DELETE /api/stores/12?version=4': () => new Response(null, { status: 204 }),
    });
    expect(await api.list('stores')).toEqual([store]);
    const { id: _id, version: _v, ...values } = store;
    expect(await api.create('stores', values)).toEqual({ ...store, id: 13, version: 0 });
    expect(await api.update('stores', 12, { phone: '512-555-0199', version: 3 })).toMatchObject({
      phone: '512-555-0199',
      version: 4,
    });
    await api.remove('stores', 12, 4);
    expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/stores/', undefined],
      ['POST', '/api/stores/', values],
      ['PUT', '/api/stores/12', { phone: '512-555-0199', version: 3 }],
      ['DELETE', '/api/stores/12?version=4', undefined],
    ]);
  });

  it("a refusal is an ApiFailure with the server's code and message; a stale save carries the current row", async () => {
    const { api } = apiOver({
      'PUT /api/stores/12': () =>
        json(
          {
            error: {
              code: 'conflict',
              message: 'This row was changed by someone else. Reload it and try again.',
            },
            current: { ...store, version: 5 },
          },
          409,
          'Conflict',
        ),
      'DELETE /api/companies/1?version=0': () =>
        json(
          {
            error: {
              code: 'conflict',
              message: 'Company Harvest Table Restaurant Group has 4 stores; move or delete them first.',
            },
          },
          409,
        ),
      'POST /api/stores/': () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const stale = await api.update('stores', 12, { phone: 'x', version: 3 }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ApiFailure);
    expect(stale).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'This row was changed by someone else. Reload it and try again.',
      current: { ...store, version: 5 },
    });
    await expect(api.remove('companies', 1, 0)).rejects.toMatchObject({
      status: 409,
      message: 'Company Harvest Table Restaurant Group has 4 stores; move or delete them first.',
    });
    const { id: _id, version: _v, ...values } = store;
    await expect(api.create('stores', values)).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'The row was not created.',
    });
  });

  it("report settings: GET a company's with ?company_id, PUT the whole settings with their version, parsed with the schema", async () => {
    const saved = { company_id: 1, version: 3, ...DEFAULT_REPORT_SETTINGS };
    const body = {
      ...saved,
      on_time_tolerance_minutes: 5,
      instructions: 'Call labor over target a red flag.',
    };
    const { f, api } = apiOver({
      'GET /api/report-settings?company_id=1': () => json(saved),
      'GET /api/report-settings?company_id=2': () => json({ ...saved, company_id: 2, version: -1 }),
      'PUT /api/report-settings': (call) => json({ ...(call.body as typeof body), version: 4 }),
    });
    expect(await api.getReportSettings(1)).toEqual(saved);
    expect(await api.saveReportSettings(body)).toEqual({ ...body, version: 4 });
    // An answer that is not the contract's settings is refused, not passed on.
    await expect(api.getReportSettings(2)).rejects.toThrow();
    expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/report-settings?company_id=1', undefined],
      ['PUT', '/api/report-settings', body],
      ['GET', '/api/report-settings?company_id=2', undefined],
    ]);
  });

  it('report settings: a stale save carries the current settings; a refusal its message; 403 for non-admins', async () => {
    const current = { company_id: 1, version: 5, ...DEFAULT_REPORT_SETTINGS, instructions: 'Theirs.' };
    let answer: Response = json({});
    const { api } = apiOver({
      'PUT /api/report-settings': () => answer,
      'GET /api/report-settings?company_id=1': () =>
        json({ error: { code: 'forbidden', message: 'Only admins may do this.' } }, 403),
    });
    const mine = { company_id: 1, version: 4, ...DEFAULT_REPORT_SETTINGS };
    answer = json({ error: { code: 'conflict', message: 'Changed by someone else.' }, current }, 409);
    await expect(api.saveReportSettings(mine)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Changed by someone else.',
      current,
    });
    answer = json(
      {
        error: {
          code: 'bad_request',
          message: 'On-time tolerance must be a whole number of minutes from 0 to 30.',
        },
      },
      400,
    );
    await expect(api.saveReportSettings(mine)).rejects.toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'On-time tolerance must be a whole number of minutes from 0 to 30.',
    });
    answer = new Response('', { status: 500 });
    await expect(api.saveReportSettings(mine)).rejects.toMatchObject({
      status: 500,
      message: 'The report settings were not saved.',
    });
    await expect(api.getReportSettings(1)).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Only admins may do this.',
    });
  });

  it('a network failure is one clear message, not the browser wording', async () => {
    const { api } = apiOver({});
    await expect(api.list('users')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: NETWORK_FAILED,
    });
  });

  it('csvProxy keeps the spec texts: CSV proxy error: {status} {statusText}; a bad body Failed to fetch CSV data', async () => {
    const { api } = apiOver({
      'GET /api/csvproxy?start=2026-11-20&end=2026-11-20&store_id=3': () =>
        new Response('', { status: 502, statusText: 'Bad Gateway' }),
      'GET /api/csvproxy?start=2026-11-21&end=2026-11-21': () => json({ weather: 'no' }),
    });
    await expect(api.csvProxy({ date: '2026-11-20', storeId: 3 })).rejects.toThrow(
      'CSV proxy error: 502 Bad Gateway',
    );
    await expect(api.csvProxy({ date: '2026-11-21', storeId: null })).rejects.toThrow(
      'Failed to fetch CSV data',
    );
  });
});
