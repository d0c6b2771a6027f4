// The gateway on the real pieces: the seeded PGlite database, the auth plugin's sessions, the
// services' scope and store-day rendering, and the audit_log table.
import cookie from '@fastify/cookie';
import {
  buildReportContext,
  type CsvProxyResponse,
  computeStatBlocks,
  DEFAULT_REPORT_SETTINGS,
  type LlmResponse,
  parseSections,
  renderContextText,
  rowsOfSections,
  type Store,
  weatherFor,
} from '@store-ops/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, loadTestDatabase, STAFF_STORES, storeDayFiles, testClock } from '../../test/helpers';
import { TEST_TODAY } from '../../test/seed-options';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/connect';
import { installAuth } from '../plugins/auth';
import { frameworkErrors, installApiStyle } from '../plugins/errors';
import { llmRoutes } from '../routes/llm/routes';
import { StoreDayCache, userScope } from '../services';
import { createOpenAiProvider } from './openai-provider';
import { FakeOpenAi, textReply, toolCallsReply } from './testing/fake-openai';
import { AUDIT_ACTION_LLM_CHAT, createLlmDeps } from './wiring';

let database: Database;
let fake: FakeOpenAi;
const clock = testClock();
const config = { apiKey: 'k', baseURL: '', modelMap: {}, timeoutMs: 30_000 };

async function buildApp(online: boolean): Promise<FastifyInstance> {
  const app = Fastify({ frameworkErrors });
  installApiStyle(app);
  await app.register(cookie);
  installAuth(app, {
    secureRequest: () => false,
    db: database.db,
    clock: clock.now,
    limits: { idleMs: 3_600_000, absoluteMs: 43_200_000, impersonationMs: 3_600_000 },
  });
  const cfg = { ...config, baseURL: fake.baseURL, apiKey: online ? 'k' : null };
  await app.register(
    llmRoutes,
    createLlmDeps({
      db: database.db,
      cache: new StoreDayCache(),
      clock: clock.now,
      config: cfg,
      provider: online ? createOpenAiProvider(cfg) : null,
    }),
  );
  await app.ready();
  return app;
}

async function sessionCookie(userId: number, originalUserId: number | null = null) {
  const token = await createSession(database.db, {
    userId,
    originalUserId,
    now: clock.now(),
    impersonationStartedAt: originalUserId ? clock.now() : null,
    ip: '127.0.0.1',
  });
  return `sid=${token}`;
}

async function storeOf(id: number): Promise<Store> {
  return (await database.db
    .selectFrom('stores')
    .select([
      'id',
      'name',
      'address',
      'city',
      'state',
      'zip',
      'phone',
      'franchise',
      'company_id',
      'source_id',
      'version',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Store;
}

/** The system message the chat screen sends for a store-day, from the same csvproxy data. */
async function contextMessage(storeId: number, date = TEST_TODAY) {
  const files: CsvProxyResponse = await storeDayFiles(
    database.db,
    { all: true, companyIds: [], storeIds: [] },
    storeId,
    date,
  );
  const ctx = buildReportContext({
    date,
    store: await storeOf(storeId),
    hours: [],
    sections: parseSections(files).sections,
    weather: weatherFor(files.weather, storeId, date),
  });
  return { files, text: renderContextText(ctx) };
}

let offline: FastifyInstance;
let online: FastifyInstance;

beforeAll(async () => {
  database = await loadTestDatabase();
  fake = await FakeOpenAi.start();
  offline = await buildApp(false);
  online = await buildApp(true);
}, 60_000);
afterAll(async () => {
  await offline?.close();
  await online?.close();
  await fake?.close();
  await database?.close();
});

const chat = (app: FastifyInstance, url: string, cookieHeader: string | null, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
    payload: JSON.stringify(body),
  });

describe('gateway on the seeded database', { timeout: 30_000 }, () => {
  it('staff get the offline analyst on their own store, with the seeded figures', async () => {
    const staff = await sessionCookie(IDS.staff);
    const storeId = STAFF_STORES[0]!;
    const { files, text } = await contextMessage(storeId);
    const res = await chat(offline, '/api/llm/chat/gpt-4o', staff, [
      { user: 'system', msg: text },
      { user: 'user', msg: 'How did sales do against the forecast?' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<LlmResponse>();
    expect(body.model).toBe('local-analyst');
    const sales = computeStatBlocks(rowsOfSections(parseSections(files).sections)).sales!;
    expect(sales.totals.netSales).toBeGreaterThan(0);
    const usd = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(body.msg).toContain(`| Net sales | ${usd(sales.totals.netSales)} |`);
    expect(body.msg).toContain(`| Forecast | ${usd(sales.totals.forecast)} |`);
  });

  it("takes the day's status on the store's clock: a day that has not started has only its forecast", async () => {
    const staff = await sessionCookie(IDS.staff);
    const storeId = STAFF_STORES[0]!;
    const store = await storeOf(storeId);
    // The test clock is at noon UTC of TEST_TODAY: the next day has started at no US store.
    const tomorrow = '2026-03-19';
    const { files, text } = await contextMessage(storeId, tomorrow);
    const res = await chat(offline, '/api/llm/chat/gpt-4o', staff, [
      { user: 'system', msg: text },
      { user: 'user', msg: 'Why were sales under forecast?' },
    ]);
    expect(res.statusCode).toBe(200);
    const msg = res.json<LlmResponse>().msg;
    const forecast = computeStatBlocks(rowsOfSections(parseSections(files).sections)).sales!.totals.forecast;
    expect(forecast).toBeGreaterThan(0);
    const usd = `$${forecast.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(msg).toContain(
      `Thursday, March 19 has not started yet at ${store.name.replaceAll('.', '\\.')} (it is `,
    );
    expect(msg).toContain(`The forecast for the day is **${usd}** in net sales.`);
    expect(msg).not.toContain('under the forecast');
  });

  it('a store outside the staff scope is refused (403), and no session is a 401', async () => {
    const staff = await sessionCookie(IDS.staff);
    const scope = await userScope(database.db, IDS.staff);
    const outside = [1, 2, 3, 4, 5, 6].find((id) => !scope.storeIds.includes(id))!;
    const { text } = await contextMessage(outside);
    const res = await chat(offline, '/api/llm/chat/gpt-4o', staff, [
      { user: 'system', msg: text },
      { user: 'user', msg: 'sales?' },
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: `Store ${outside} is not in your data scope.` },
    });
    const anon = await chat(offline, '/api/llm/chat/gpt-4o', null, [{ user: 'user', msg: 'hi' }]);
    expect(anon.statusCode).toBe(401);
  });

  it("an admin impersonating staff gets staff's scope in tools, and the audit log names both", async () => {
    const scope = await userScope(database.db, IDS.staff);
    const outside = [1, 2, 3, 4, 5, 6].find((id) => !scope.storeIds.includes(id))!;
    const inside = scope.storeIds[0]!;
    fake.script([
      toolCallsReply([
        {
          id: 'in',
          name: 'get_report_context',
          args: { store_id: inside, date: TEST_TODAY, blocks: ['sales'] },
        },
        { id: 'out', name: 'get_report_context', args: { store_id: outside, date: TEST_TODAY } },
        { id: 'list', name: 'list_stores', args: {} },
      ]),
      textReply('Done.', 'gpt-4o-2024-08-06'),
    ]);
    const asStaff = await sessionCookie(IDS.staff, IDS.admin);
    const res = await chat(online, '/api/llm/tools/gpt-4o', asStaff, [
      { user: 'user', msg: 'Compare my stores' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Done.',
      model: 'gpt-4o-2024-08-06',
      tools: ['get_report_context', 'list_stores'],
    });

    const tools = Object.fromEntries(
      fake.requests[1]!.body.messages.filter((m: { role: string }) => m.role === 'tool').map(
        (m: { tool_call_id: string; content: string }) => [m.tool_call_id, m.content],
      ),
    );
    expect(tools.in).toContain(`Location: ${(await storeOf(inside)).name}`);
    expect(JSON.parse(tools.out)).toEqual({ error: `Store ${outside} is not in your data scope.` });
    expect(
      JSON.parse(tools.list)
        .map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([...scope.storeIds].sort());

    const row = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTION_LLM_CHAT)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_user_id: IDS.admin,
      as_user_id: IDS.staff,
      entity: 'llm_chat',
      ip: '127.0.0.1',
    });
    expect(row.detail).toBe('/api/llm/tools/gpt-4o answered by gpt-4o-2024-08-06');
    expect(row.after).toMatchObject({
      path: '/api/llm/tools/gpt-4o',
      model: 'gpt-4o-2024-08-06',
      provider: 'openai-compatible',
      question: 'Compare my stores',
      answer: 'Done.',
      tools: ['get_report_context', 'list_stores'],
      status: 'ok',
    });
    expect(new Date(row.at as Date).toISOString()).toBe(clock.now().toISOString());
  });

  it("the context a provider gets is rebuilt with the store's company's report settings", async () => {
    const storeId = STAFF_STORES[0]!;
    const store = await storeOf(storeId);
    const saved = {
      ...DEFAULT_REPORT_SETTINGS,
      on_time_tolerance_minutes: 5,
      targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 25 },
      instructions: 'Call any labor cost over target a red flag.',
    };
    await database.db
      .insertInto('report_settings')
      .values({ company_id: store.company_id, settings: JSON.stringify(saved), version: 1 })
      .execute();
    try {
      fake.script([textReply('Noted.', 'gpt-4o-2024-08-06')]);
      const staff = await sessionCookie(IDS.staff);
      // The client's text says nothing of the settings: the server's rebuild adds them.
      const { text } = await contextMessage(storeId);
      const res = await chat(online, '/api/llm/chat/gpt-4o', staff, [
        { user: 'system', msg: text },
        { user: 'user', msg: 'How was labor?' },
      ]);
      expect(res.statusCode).toBe(200);
      const system: string = fake.requests.at(-1)!.body.messages[0].content;
      const lines = system.split('\n');
      expect(lines).toContain(
        'Company targets: labor cost at most 25% of net sales; net sales within 10% of forecast; task completion at least 90%',
      );
      expect(lines).toContain('Call any labor cost over target a red flag.');
      expect(system).toContain('Late above +5 minutes, Early below -5');
      expect(system).toContain('"toleranceMinutes":5');
    } finally {
      await database.db.deleteFrom('report_settings').where('company_id', '=', store.company_id).execute();
    }
  });
});
