import {
  CAPABILITIES,
  computeStatBlocks,
  type LlmResponse,
  parseSections,
  renderContextText,
  rowsOfSections,
} from '@store-ops/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { GATEWAY_INSTRUCTIONS, MAX_TOOL_ROUNDS } from './gateway';
import { storeDayOf } from './testing/fake-data';
import { errorReply, FakeOpenAi, textReply, toolCallsReply } from './testing/fake-openai';
import { ADMIN, ask, DATE, harness, post, reportSystemMessage, STAFF } from './testing/harness';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await FakeOpenAi.start();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reply(() => textReply('ok')));

const online = () => harness({ apiKey: 'test-key', baseURL: fake.baseURL });

describe('request shape per model family', () => {
  it('gpt-4o: system role, temperature, max_tokens, the key, the chat-completions path', async () => {
    const h = await online();
    fake.script([textReply('Sales were $1.00.', 'gpt-4o-2024-08-06')]);
    const res = await post(h, '/api/llm/chat/gpt-4o', [
      { user: 'system', msg: 'Manual notes: we ran a promo.' },
      { user: 'user', msg: 'earlier question' },
      { user: 'system', msg: 'earlier answer' },
      { user: 'user', msg: 'How was the promo?' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Sales were $1.00.',
      llm: '/api/llm/chat/gpt-4o',
      model: 'gpt-4o-2024-08-06',
      provider: 'openai-compatible',
      tools: [],
      // Reply details: the server's time, and the tokens the provider reported.
      duration_ms: expect.any(Number),
      usage: { input: 1, output: 1 },
    });
    expect(fake.requests).toHaveLength(1);
    const r = fake.requests[0]!;
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/v1/chat/completions');
    expect(r.headers.authorization).toBe('Bearer test-key');
    expect(r.body.model).toBe('gpt-4o');
    expect(r.body.temperature).toBe(0.2);
    expect(r.body.max_tokens).toBe(2000);
    expect(r.body).not.toHaveProperty('max_completion_tokens');
    expect(r.body).not.toHaveProperty('tools');
    expect(r.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(r.body.messages[0].content).toContain(GATEWAY_INSTRUCTIONS);
    expect(r.body.messages[0].content).toContain(
      'Context given by the user (manual context):\n\nManual notes: we ran a promo.',
    );
    expect(r.body.messages[2]).toEqual({ role: 'assistant', content: 'earlier answer' });
    expect(r.body.messages[3]).toEqual({ role: 'user', content: 'How was the promo?' });
  });

  it.each(['o1', 'o3', 'o3-mini', 'o4-mini'])(
    '%s: developer role, no temperature, max_completion_tokens',
    async (model) => {
      const h = await online();
      const res = await post(h, `/api/llm/chat/${model}`, ask('Hi?', 'Manual: notes'));
      expect(res.statusCode).toBe(200);
      const body = fake.requests[0]!.body;
      expect(body.model).toBe(model);
      expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['developer', 'user']);
      expect(body.messages[0].content).toContain(GATEWAY_INSTRUCTIONS);
      expect(body).not.toHaveProperty('temperature');
      expect(body).not.toHaveProperty('max_tokens');
      expect(body.max_completion_tokens).toBe(8000);
    },
  );

  it('o1-mini: no system or developer message; the instructions lead the first user message', async () => {
    const h = await online();
    const res = await post(h, '/api/llm/chat/o1-mini', [
      { user: 'system', msg: 'Manual: notes' },
      { user: 'user', msg: 'first' },
      { user: 'system', msg: 'reply' },
      { user: 'user', msg: 'second' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = fake.requests[0]!.body;
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(body.messages[0].content.startsWith(GATEWAY_INSTRUCTIONS)).toBe(true);
    expect(body.messages[0].content.endsWith('\n\n---\n\nfirst')).toBe(true);
    expect(body.messages[2].content).toBe('second');
    expect(body).not.toHaveProperty('temperature');
    expect(body.max_completion_tokens).toBe(8000);
  });

  it('tools paths send the five tools with tool_choice auto', async () => {
    const h = await online();
    await post(h, '/api/llm/tools/gpt-4.1', ask('Which stores can I see?'));
    const body = fake.requests[0]!.body;
    expect(body.tool_choice).toBe('auto');
    expect(body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual([
      'get_report_context',
      'compare_days',
      'list_stores',
      'employee_timesheet',
      'store_rank',
    ]);
    expect(body.tools[0].type).toBe('function');
    expect(body.tools[1].function.parameters.required).toEqual(['store_id', 'date_a']);
  });
});

describe('LLM_MODEL_MAP', () => {
  it('maps every catalogue name to one open model with "*", which gets the plain chat shape', async () => {
    const h = await harness({ apiKey: 'k', baseURL: fake.baseURL, modelMap: { '*': 'llama3.1:8b' } });
    fake.script([textReply('hello', 'llama3.1:8b')]);
    const res = await post(h, '/api/llm/chat/o3', ask('Hi', 'Manual: x'));
    expect(res.json<LlmResponse>().model).toBe('llama3.1:8b');
    const body = fake.requests[0]!.body;
    expect(body.model).toBe('llama3.1:8b');
    expect(body.messages[0].role).toBe('system');
    expect(body.temperature).toBe(0.2);
  });

  it('maps one name and leaves the others', async () => {
    const h = await harness({ apiKey: 'k', baseURL: fake.baseURL, modelMap: { 'gpt-4o': 'prod-gpt4o' } });
    await post(h, '/api/llm/chat/gpt-4o', ask('a'));
    await post(h, '/api/llm/chat/gpt-4o-mini', ask('b'));
    expect(fake.requests.map((r) => r.body.model)).toEqual(['prod-gpt4o', 'gpt-4o-mini']);
    const models = await h.app.inject({
      method: 'GET',
      url: '/api/llm/models',
      headers: { 'x-test-session': 'staff' },
    });
    const gpt4o = models
      .json<{ path: string; model: string; provider: string }[]>()
      .find((m) => m.path === '/api/llm/chat/gpt-4o');
    expect(gpt4o).toEqual({
      path: '/api/llm/chat/gpt-4o',
      label: 'GPT-4o',
      model: 'prod-gpt4o',
      tools: false,
      provider: 'openai-compatible',
    });
  });
});

describe('timeout, retry and error mapping', () => {
  it('gives up at the configured timeout with a 502', async () => {
    const h = await harness({ apiKey: 'k', baseURL: fake.baseURL, timeoutMs: 300 });
    fake.script([{ ...textReply('too late'), delayMs: 3_000 }]);
    const started = Date.now();
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('slow?'));
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'provider_timeout', message: 'The model provider did not answer in time.' },
    });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('retries once after a 429, honouring retry-after-ms', async () => {
    const h = await online();
    const times: number[] = [];
    fake.reply((_r, i) => {
      times.push(Date.now());
      return i === 0
        ? errorReply(429, 'Rate limit reached', { 'retry-after-ms': '150' })
        : textReply('second time');
    });
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('q'));
    expect(res.statusCode).toBe(200);
    expect(res.json<LlmResponse>().msg).toBe('second time');
    expect(fake.requests).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(140);
  });

  it("retries a 5xx once, then answers 502 without the provider's own text", async () => {
    const h = await online();
    fake.script([errorReply(503, 'The engine is currently overloaded')]);
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('q'));
    expect(fake.requests).toHaveLength(2);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'provider_error', message: 'The model provider answered with an error (HTTP 503).' },
    });
    // The provider's words are for the operator: in the server log.
    expect(h.logs.join('')).toContain('The engine is currently overloaded');
  });

  it('does not retry a 400, and keeps its message (which may quote the request) from the client', async () => {
    const h = await online();
    fake.script([
      errorReply(400, "Unsupported value: 'messages[0].role' does not support 'system' with this model."),
    ]);
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('q'));
    expect(fake.requests).toHaveLength(1);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'provider_error', message: 'The model provider answered with an error (HTTP 400).' },
    });
  });

  it('an unreachable provider is a 502 that does not name its address', async () => {
    const h = await harness({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1' });
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('q'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'provider_unreachable',
        message: 'The model provider could not be reached.',
      },
    });
    expect(h.logs.join('')).toContain('http://127.0.0.1:9/v1');
  });
});

describe('tool loop', () => {
  it('runs tools over several rounds and lists the ones used', async () => {
    const h = await online();
    fake.script([
      toolCallsReply([{ id: 'c1', name: 'list_stores', args: {} }]),
      toolCallsReply([
        { id: 'c2', name: 'get_report_context', args: { store_id: 2, date: DATE, blocks: ['sales'] } },
        { id: 'c3', name: 'compare_days', args: { store_id: 2, date_a: DATE } },
      ]),
      textReply('Hawthorne did fine.'),
    ]);
    const res = await post(h, '/api/llm/tools/gpt-4o', ask('How did Hawthorne do?'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Hawthorne did fine.',
      tools: ['list_stores', 'get_report_context', 'compare_days'],
    });
    expect(fake.requests).toHaveLength(3);

    const second = fake.requests[1]!.body.messages;
    expect(second.at(-2)).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c1', type: 'function', function: { name: 'list_stores', arguments: '{}' } }],
    });
    const listed = JSON.parse(second.at(-1).content);
    expect(second.at(-1).tool_call_id).toBe('c1');
    expect(listed.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(listed[0]).toEqual({
      id: 1,
      name: 'Harbor Grill Pearl',
      city: 'Portland',
      state: 'OR',
      brand: 'Harbor Grill',
      company_id: 1,
      company: 'Harbor Restaurant Group',
    });

    const third = fake.requests[2]!.body.messages;
    const context = third.find((m: { tool_call_id?: string }) => m.tool_call_id === 'c2').content as string;
    const expected = computeStatBlocks(rowsOfSections(parseSections(storeDayOf(2, DATE)).sections), ['sales'])
      .sales!;
    expect(context).toContain('Location: Harbor Grill Hawthorne (Portland, OR)');
    expect(context).toContain(`"netSales":${expected.totals.netSales}`);
    const comparison = JSON.parse(
      third.find((m: { tool_call_id?: string }) => m.tool_call_id === 'c3').content,
    );
    expect(comparison.dateB).toBe('2026-11-10');
    expect(comparison.a.net_sales).toBe(expected.totals.netSales);
  });

  it(`stops after ${MAX_TOOL_ROUNDS} rounds and forces a text answer`, async () => {
    const h = await online();
    let n = 0;
    fake.reply((req) =>
      req.body.tool_choice === 'none'
        ? textReply('Here is what I found.')
        : toolCallsReply([{ id: `c${++n}`, name: 'list_stores', args: {} }]),
    );
    const res = await post(h, '/api/llm/tools/o4-mini', ask('loop forever'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'Here is what I found.', tools: ['list_stores'] });
    expect(fake.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(fake.requests.map((r) => r.body.tool_choice)).toEqual([
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
      'none',
    ]);
    expect(
      fake.requests.at(-1)!.body.messages.filter((m: { role: string }) => m.role === 'tool'),
    ).toHaveLength(5);
  });

  it('says so when the model still asks for tools after the last round', async () => {
    const h = await online();
    fake.reply(() => toolCallsReply([{ id: 'x', name: 'list_stores', args: {} }]));
    const res = await post(h, '/api/llm/tools/gpt-4o', ask('loop'));
    expect(res.json<LlmResponse>().msg).toBe(
      'I stopped after 5 rounds of tool calls without a final answer.',
    );
    expect(fake.requests).toHaveLength(6);
  });

  it("returns another company's store as a tool error, never its data", async () => {
    const h = await online();
    fake.script([
      toolCallsReply([
        { id: 'a', name: 'get_report_context', args: { store_id: 3, date: DATE } },
        { id: 'b', name: 'compare_days', args: { store_id: 3, date_a: DATE, date_b: '2026-11-16' } },
        { id: 'c', name: 'employee_timesheet', args: { store_id: 3, date: DATE, name: 'Maria' } },
        { id: 'd', name: 'store_rank', args: { company_id: 2, date: DATE, metric: 'net_sales' } },
        { id: 'e', name: 'get_report_context', args: { store_id: 'x', date: '2026-13-01' } },
        { id: 'f', name: 'drop_tables', args: {} },
        { id: 'g', name: 'list_stores', args: '{not json' },
      ]),
      textReply('I cannot see that store.'),
    ]);
    const res = await post(h, '/api/llm/tools/gpt-4o', ask('How did Bend do?'));
    expect(res.statusCode).toBe(200);
    const results = Object.fromEntries(
      fake.requests[1]!.body.messages.filter((m: { role: string }) => m.role === 'tool').map(
        (m: { tool_call_id: string; content: string }) => [m.tool_call_id, JSON.parse(m.content)],
      ),
    );
    expect(results.a).toEqual({ error: 'Store 3 is not in your data scope.' });
    expect(results.b).toEqual({ error: 'Store 3 is not in your data scope.' });
    expect(results.c).toEqual({ error: 'Store 3 is not in your data scope.' });
    expect(results.d).toEqual({ error: 'Company 2 is not in your data scope.' });
    expect(results.e.error).toMatch(/^Invalid arguments: store_id: .*; date: /);
    expect(results.f.error).toBe(
      'Unknown tool: drop_tables. Available tools: get_report_context, compare_days, list_stores, employee_timesheet, store_rank.',
    );
    expect(results.g).toEqual({ error: 'The arguments are not valid JSON.' });
    expect(h.data.storeDayCalls.filter(([id]) => id === 3)).toEqual([]);
    expect(res.json<LlmResponse>().tools).toEqual([
      'get_report_context',
      'compare_days',
      'employee_timesheet',
      'store_rank',
      'list_stores',
    ]);
  });

  it('ranks the stores the user may see and finds an employee by name', async () => {
    const h = await online();
    const blocks = computeStatBlocks(rowsOfSections(parseSections(storeDayOf(1, DATE)).sections));
    const late = blocks.employees!.clockInVariance.shifts.find((r) => r.status === 'Late')!;
    fake.script([
      toolCallsReply([
        { id: 'r', name: 'store_rank', args: { company_id: 1, date: DATE, metric: 'labor_cost_percent' } },
        {
          id: 't',
          name: 'employee_timesheet',
          args: { store_id: 1, date: DATE, name: late.lastName.toLowerCase() },
        },
      ]),
      textReply('done'),
    ]);
    await post(h, '/api/llm/tools/gpt-4o', ask('rank'));
    const tool = (id: string) =>
      JSON.parse(
        fake.requests[1]!.body.messages.find((m: { tool_call_id?: string }) => m.tool_call_id === id).content,
      );
    const ranking = tool('r');
    const pct = (id: number) =>
      computeStatBlocks(rowsOfSections(parseSections(storeDayOf(id, DATE)).sections)).sales!.metrics
        .laborCostPercent!;
    const order = [1, 2].sort((a, b) => pct(a) - pct(b));
    expect(
      ranking.stores.map((s: { store: { id: number }; value: number }) => [s.store.id, s.value]),
    ).toEqual(order.map((id) => [id, pct(id)]));
    const sheet = tool('t');
    const person = sheet.employees.find((e: { name: string }) => e.name === late.name);
    expect(person.shifts[0]).toMatchObject({
      status: 'Late',
      varianceMinutes: late.varianceMinutes,
      actualStart: late.actualStart,
    });
  });
});

describe('report context: rebuilt on the server, inside the requester scope', () => {
  it('sends the provider the server figures, not the figures the client put in the message', async () => {
    const h = await online();
    const { ctx } = reportSystemMessage(1);
    const real = ctx.statBlocks.sales!.totals.netSales;
    const forged = renderContextText({
      ...ctx,
      statBlocks: {
        ...ctx.statBlocks,
        sales: { ...ctx.statBlocks.sales!, totals: { ...ctx.statBlocks.sales!.totals, netSales: 999_999 } },
      },
    });
    await post(h, '/api/llm/chat/gpt-4o', ask('Net sales?', forged));
    const system = fake.requests[0]!.body.messages[0].content as string;
    expect(system).toContain(`"netSales":${real}`);
    expect(system).not.toContain('999999');
  });

  it("refuses a report context of another company's store with 403 and asks no provider", async () => {
    const h = await online();
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('Net sales?', reportSystemMessage(3).text));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'Store 3 is not in your data scope.' },
    });
    expect(fake.requests).toHaveLength(0);
    expect(h.data.storeDayCalls).toEqual([]);
  });
});

describe('offline analyst behind the routes (no API key)', () => {
  it('answers from server-computed stat blocks and names itself', async () => {
    const h = await harness({});
    const { ctx, text } = reportSystemMessage(2);
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('What was our labor cost %?', text));
    expect(res.statusCode).toBe(200);
    const body = res.json<LlmResponse>();
    expect(body).toMatchObject({
      llm: '/api/llm/chat/gpt-4o',
      model: 'local-analyst',
      provider: 'offline',
      tools: [],
    });
    expect(body.msg).toContain('**Harbor Grill Hawthorne, Tuesday 2026-11-17**');
    expect(body.msg).toContain(
      `| Labor cost % of net sales | ${ctx.statBlocks.sales!.metrics.laborCostPercent}% |`,
    );
  });

  it('uses compare_days for comparison questions and lists it', async () => {
    const h = await harness({});
    const { text } = reportSystemMessage(1);
    const res = await post(h, '/api/llm/tools/gpt-4o', ask('How did sales compare with last Tuesday?', text));
    const body = res.json<LlmResponse>();
    expect(body.tools).toEqual(['compare_days']);
    expect(body.msg).toContain('### Tuesday 2026-11-17 vs Tuesday 2026-11-10');
    const before = computeStatBlocks(rowsOfSections(parseSections(storeDayOf(1, '2026-11-10')).sections))
      .sales!.totals.netSales;
    expect(body.msg).toContain(
      `$${before.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  });

  it('ranks the stores the user may see with store_rank', async () => {
    const h = await harness({});
    const { text } = reportSystemMessage(1);
    const res = await post(
      h,
      '/api/llm/chat/gpt-4o',
      ask('Which of my stores had the best sales today?', text),
    );
    const body = res.json<LlmResponse>();
    expect(body.tools).toEqual(['store_rank']);
    const net = (id: number) =>
      computeStatBlocks(rowsOfSections(parseSections(storeDayOf(id, DATE)).sections)).sales!.totals.netSales;
    const usd = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const [first, second] = [1, 2].sort((a, b) => net(b) - net(a));
    const label = (id: number) => (id === 1 ? '**Harbor Grill Pearl**' : 'Harbor Grill Hawthorne');
    expect(body.msg).toContain(`| 1 | ${label(first!)} | ${usd(net(first!))} |`);
    expect(body.msg).toContain(`| 2 | ${label(second!)} | ${usd(net(second!))} |`);
    expect(body.msg).not.toContain('Summit');
    expect(h.data.storeDayCalls.some(([id]) => id === 3)).toBe(false);
  });

  it('only includes the blocks the client chose', async () => {
    const h = await harness({});
    const { text } = reportSystemMessage(1, DATE, ['sales']);
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('Any expired timers?', text));
    expect(res.json<LlmResponse>().msg).toContain('The **timers** block is not in this context');
  });

  it('answers the capability list for anything else, and from manual context says what it cannot compute', async () => {
    const h = await harness({});
    const unknown = await post(
      h,
      '/api/llm/chat/o1-mini',
      ask('Write me a poem', reportSystemMessage(1).text),
    );
    expect(unknown.json<LlmResponse>().msg).toBe(CAPABILITIES);
    const manual = await post(
      h,
      '/api/llm/chat/gpt-4o',
      ask('How were sales?', 'Sales felt slow after lunch.'),
    );
    expect(manual.json<LlmResponse>().msg).toContain('> Sales felt slow after lunch.');
  });

  it('lists every path as answered by the offline analyst', async () => {
    const h = await harness({});
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/llm/models',
      headers: { 'x-test-session': 'staff' },
    });
    const models =
      res.json<{ path: string; label: string; model: string; tools: boolean; provider: string }[]>();
    expect(models).toHaveLength(17);
    expect(models.map((m) => m.path)).toEqual(CATALOGUE.map((e) => e.path));
    expect(new Set(models.map((m) => `${m.model}/${m.provider}`))).toEqual(
      new Set(['local-analyst/offline']),
    );
    expect(models.find((m) => m.path === '/api/llm/tools/o3')).toMatchObject({
      label: 'o3 with tools',
      tools: true,
    });
  });
});

describe('validation and status codes', () => {
  it('401 without a session, before the body is read', async () => {
    const h = await harness({});
    const res = await post(h, '/api/llm/chat/gpt-4o', 'x'.repeat(2_000_000), 'none');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required.' } });
    expect((await h.app.inject({ method: 'GET', url: '/api/llm/models' })).statusCode).toBe(401);
  });

  it.each([
    ['/api/llm/chat/gpt-5', 'Unknown model for /api/llm/chat: gpt-5'],
    ['/api/llm/tools/o1-mini', 'Unknown model for /api/llm/tools: o1-mini'],
    ['/api/llm/chat/local-analyst', 'Unknown model for /api/llm/chat: local-analyst'],
  ])('404 for %s', async (url, message) => {
    const h = await harness({});
    const res = await post(h, url, ask('hi'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message } });
  });

  it.each([
    ['not JSON', '{"user":'],
    ['an object', { user: 'user', msg: 'hi' }],
    ['an empty list', []],
    ['a bad role', [{ user: 'assistant', msg: 'hi' }]],
    ['a missing msg', [{ user: 'user' }]],
    ['a number msg', [{ user: 'user', msg: 5 }]],
    [
      'a system message last',
      [
        { user: 'user', msg: 'hi' },
        { user: 'system', msg: 'answer' },
      ],
    ],
    ['an empty question', [{ user: 'user', msg: '   ' }]],
  ])('400 for %s', async (name, body) => {
    const h = await harness({});
    const res = await post(h, '/api/llm/chat/gpt-4o', body);
    expect(res.statusCode).toBe(400);
    // Malformed JSON is the app's one answer for it, on every route.
    expect(res.json().error.code).toBe(name === 'not JSON' ? 'bad_json' : 'bad_request');
    expect(res.json().error.message.length).toBeGreaterThan(10);
  });

  it('400 for a report context with an impossible date', async () => {
    const h = await harness({});
    const { ctx } = reportSystemMessage(1);
    const text = renderContextText({ ...ctx, reportDate: { ...ctx.reportDate, date: '2026-02-30' } });
    const res = await post(h, '/api/llm/chat/gpt-4o', ask('sales?', text));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("The report context's date is not a valid YYYY-MM-DD date.");
  });

  it('413 for a body over 1 MB; just under it, 413 for the manual context over 64 KB', async () => {
    const h = await harness({});
    const big = await post(h, '/api/llm/chat/gpt-4o', ask('hi', 'x'.repeat(1_048_600)));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: { code: 'too_large', message: 'The request body is too large.' },
    });
    const under = await post(h, '/api/llm/chat/gpt-4o', ask('hi', 'x'.repeat(1_000_000)));
    expect(under.statusCode).toBe(413);
    expect(under.json().error.code).toBe('context_too_long');
    const fits = await post(h, '/api/llm/chat/gpt-4o', ask('hi', 'x'.repeat(64 * 1024)));
    expect(fits.statusCode).toBe(200);
  });
});

describe('generated bodies never produce a 5xx', () => {
  it('any JSON, or any list of messages, gets 200, 400 or 413 (over a limit) in the error shape', async () => {
    const h = await harness({});
    const { text } = reportSystemMessage(1);
    const message = fc.record({
      user: fc.oneof(fc.constantFrom('system', 'user'), fc.string()),
      msg: fc.oneof(fc.string(), fc.constant(text), fc.integer()),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.array(message, { maxLength: 8 }).map((b) => JSON.stringify(b)),
        ),
        async (body) => {
          const res = await post(h, '/api/llm/tools/gpt-4o', body);
          expect([200, 400, 413]).toContain(res.statusCode);
          if (res.statusCode === 200) expect(typeof res.json().msg).toBe('string');
          else
            expect([
              'bad_request',
              'bad_json',
              'too_many_messages',
              'question_too_long',
              'history_too_long',
            ]).toContain(res.json().error.code);
        },
      ),
      { numRuns: 150, seed: 8 },
    );
  }, 60_000);
});

describe('audit', () => {
  it('records each turn with the real user and the impersonated user', async () => {
    const h = await harness({});
    const { text } = reportSystemMessage(1);
    await post(h, '/api/llm/tools/gpt-4o', ask('compare with yesterday', text), 'admin-as-staff');
    await post(h, '/api/llm/chat/gpt-4o', ask('hello'), 'staff');
    await post(h, '/api/llm/chat/gpt-4o', ask('sales?', reportSystemMessage(3).text), 'staff');
    expect(h.turns).toHaveLength(3);
    expect(h.turns[0]).toMatchObject({
      actorUserId: ADMIN.id,
      asUserId: STAFF.id,
      path: '/api/llm/tools/gpt-4o',
      model: 'local-analyst',
      provider: 'offline',
      question: 'compare with yesterday',
      tools: ['compare_days'],
      context: {
        store_id: 1,
        date: DATE,
        blocks: ['sales', 'hourly', 'employees', 'tasks', 'samples', 'timers'],
      },
      status: 'ok',
      error: null,
    });
    expect(h.turns[0]!.answer).toContain('vs Monday 2026-11-16');
    expect(h.turns[1]).toMatchObject({
      actorUserId: STAFF.id,
      asUserId: null,
      context: null,
      answer: CAPABILITIES,
    });
    expect(h.turns[2]).toMatchObject({
      actorUserId: STAFF.id,
      status: 'error',
      answer: null,
      error: { code: 'forbidden', message: 'Store 3 is not in your data scope.' },
    });
  });
});
