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
