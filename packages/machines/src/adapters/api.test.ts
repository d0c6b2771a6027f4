import { DEFAULT_REPORT_SETTINGS } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../testing';
import { ApiFailure, NETWORK_FAILED, retryAfterSeconds, storeOpsApi } from './api';
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

  it('staff chat: rooms, a page of messages (before, limit), members and receipts at the contract paths, parsed', async () => {
    const message = {
      id: 41,
      room_id: 3,
      user_id: 2,
      author: 'Sam Staff',
      posted_by: null,
      msg: 'Delivery at 9.',
      created_at: '2026-11-25T08:00:00.000Z',
      edited_at: null,
      deleted: false,
      deleted_by_admin: false,
    };
    const { f, api } = apiOver({
      'GET /api/staffchat/rooms': () =>
        json([
          { id: 1, name: 'Announcements', kind: 'announcements', unread: 0 },
          { id: 3, name: 'Harvest Table Downtown', kind: 'store', unread: 2 },
        ]),
      'GET /api/staffchat/rooms/3/messages': () => json([message]),
      'GET /api/staffchat/rooms/3/messages?before=41&limit=50': () => json([]),
      'GET /api/staffchat/rooms/3/members': () =>
        json([{ user_id: 2, name: 'Sam Staff', handle: 'sam.staff', online: true }]),
      'GET /api/staffchat/rooms/1/receipts': () => json([{ message_id: 7, read_by: 3, of: 12 }]),
      'GET /api/staffchat/rooms/4/messages': () => json([{ ...message, deleted: 'no' }]),
    });
    expect(await api.staffChatRooms()).toEqual([
      { id: 1, name: 'Announcements', kind: 'announcements', unread: 0 },
      { id: 3, name: 'Harvest Table Downtown', kind: 'store', unread: 2 },
    ]);
    expect(await api.staffChatMessages(3)).toEqual([
      { ...message, created_at: new Date('2026-11-25T08:00:00.000Z') },
    ]);
    expect(await api.staffChatMessages(3, { before: 41, limit: 50 })).toEqual([]);
    expect(await api.staffChatMembers(3)).toEqual([
      { user_id: 2, name: 'Sam Staff', handle: 'sam.staff', online: true },
    ]);
    expect(await api.staffChatReceipts(1)).toEqual([{ message_id: 7, read_by: 3, of: 12 }]);
    // An answer that is not the contract's is refused, not passed on.
    await expect(api.staffChatMessages(4)).rejects.toThrow();
    expect(f.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/staffchat/rooms',
      'GET /api/staffchat/rooms/3/messages',
      'GET /api/staffchat/rooms/3/messages?before=41&limit=50',
      'GET /api/staffchat/rooms/3/members',
      'GET /api/staffchat/rooms/1/receipts',
      'GET /api/staffchat/rooms/4/messages',
    ]);
  });

  it('staff chat: post, edit, delete and read send their bodies; the answers are the stored message', async () => {
    const stored = (msg: string, edited: string | null = null) => ({
      id: 42,
      room_id: 3,
      user_id: 1,
      author: 'Avery Admin',
      posted_by: null,
      msg,
      created_at: '2026-11-25T08:00:00.000Z',
      edited_at: edited,
      deleted: false,
      deleted_by_admin: false,
    });
    const { f, api } = apiOver({
      'POST /api/staffchat/rooms/3/messages': () => json(stored('Truck is here.'), 201, 'Created'),
      'PATCH /api/staffchat/messages/42': () => json(stored('Truck is late.', '2026-11-25T08:01:00.000Z')),
      'DELETE /api/staffchat/messages/42': () =>
        json({ ...stored('', '2026-11-25T08:01:00.000Z'), deleted: true }),
      'POST /api/staffchat/rooms/3/read': () => new Response(null, { status: 204 }),
    });
    expect(await api.staffChatPost(3, 'Truck is here.')).toMatchObject({ id: 42, msg: 'Truck is here.' });
    expect(await api.staffChatEdit(42, 'Truck is late.')).toMatchObject({
      msg: 'Truck is late.',
      edited_at: new Date('2026-11-25T08:01:00.000Z'),
    });
    expect(await api.staffChatDelete(42)).toMatchObject({ id: 42, msg: '', deleted: true });
    await api.staffChatRead(3, 42);
    expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/staffchat/rooms/3/messages', { msg: 'Truck is here.' }],
      ['PATCH', '/api/staffchat/messages/42', { msg: 'Truck is late.' }],
      ['DELETE', '/api/staffchat/messages/42', undefined],
      ['POST', '/api/staffchat/rooms/3/read', { last_id: 42 }],
    ]);
  });

  it("staff chat: a 429 surfaces its Retry-After seconds; a 403 the server's message", async () => {
    const { api } = apiOver({
      'POST /api/staffchat/rooms/3/messages': () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'rate_limited',
              message: 'You are sending messages too fast. Wait a moment and try again.',
            },
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '17' } },
        ),
      'PATCH /api/staffchat/messages/9': () =>
        json(
          {
            error: { code: 'forbidden', message: 'Only the author can edit this message.' },
          },
          403,
        ),
      'DELETE /api/staffchat/messages/9': () => new Response('', { status: 500 }),
    });
    const limited = await api.staffChatPost(3, 'Hi').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ApiFailure);
    expect(limited).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'You are sending messages too fast. Wait a moment and try again.',
      retryAfter: 17,
    });
    await expect(api.staffChatEdit(9, 'Mine now')).rejects.toMatchObject({
      status: 403,
      message: 'Only the author can edit this message.',
      retryAfter: undefined,
    });
    await expect(api.staffChatDelete(9)).rejects.toMatchObject({
      status: 500,
      code: 'http_500',
      message: 'The message was not deleted.',
    });
  });

  it('retryAfterSeconds: delta-seconds or an HTTP date from now; nothing for a missing or bad header', () => {
    const now = Date.parse('2026-11-25T08:00:00.000Z');
    expect(retryAfterSeconds('17', now)).toBe(17);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 08:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
