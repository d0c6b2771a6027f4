// Streamed replies: `Accept: text/event-stream` on the chat routes answers `delta`, `tool`,
// then `done` (the plain reply) or `error`; the provider is the fake OpenAI-compatible server, which
// streams as a provider does when asked with `stream: true`.
import { createSseParser, LLM_STREAM_ACCEPT, type LlmResponse, type LlmStreamData } from '@store-ops/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textChunks } from './gateway';
import { errorReply, FakeOpenAi, type FakeReply, textReply, toolCallsReply } from './testing/fake-openai';
import { ask, DATE, type Harness, harness, post, reportSystemMessage } from './testing/harness';

type Event = { [K in keyof LlmStreamData]: { event: K; data: LlmStreamData[K] } }[keyof LlmStreamData];

/** POSTs asking for a stream; the answer's frames as events. */
async function stream(h: Harness, url: string, body: unknown) {
  const res = await h.app.inject({
    method: 'POST',
    url,
    headers: { 'x-test-session': 'staff', 'content-type': 'application/json', accept: LLM_STREAM_ACCEPT },
    payload: JSON.stringify(body),
  });
  const frames = createSseParser().push(res.body);
  const events = frames
    .filter((f) => f.event !== undefined)
    .map((f) => ({ event: f.event, data: JSON.parse(f.data ?? 'null') }) as Event);
  return { res, events };
}

const withUsage = (reply: FakeReply, input: number, output: number): FakeReply => {
  (reply.body as { usage: unknown }).usage = {
    prompt_tokens: input,
    completion_tokens: output,
    total_tokens: input + output,
  };
  return reply;
};

/** The reply without its duration (which differs between two runs). */
const timeless = ({ duration_ms, ...rest }: LlmResponse) => {
  expect(duration_ms).toEqual(expect.any(Number));
  return rest;
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await FakeOpenAi.start();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reply(() => textReply('ok')));

const online = (timeoutMs = 360_000) => harness({ apiKey: 'test-key', baseURL: fake.baseURL, timeoutMs });

describe('streamed replies from the provider', () => {
  it('text arrives as deltas, then done: the plain reply, with the usage the provider reported', async () => {
    const h = await online();
    const script = () =>
      fake.script([
        {
          ...withUsage(textReply('Sales were $1,234.50 today.', 'gpt-4o-2024-08-06'), 120, 30),
          chunks: ['Sales were ', '$1,234.50', ' today.'],
        },
      ]);
    script();
    const { res, events } = await stream(h, '/api/llm/chat/gpt-4o', ask('How were sales?'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(events.slice(0, 3)).toEqual([
      { event: 'delta', data: { text: 'Sales were ' } },
      { event: 'delta', data: { text: '$1,234.50' } },
      { event: 'delta', data: { text: ' today.' } },
    ]);
    expect(events).toHaveLength(4);
    const done = events[3]!;
    expect(done.event).toBe('done');
    expect(done.data).toEqual({
      msg: 'Sales were $1,234.50 today.',
      llm: '/api/llm/chat/gpt-4o',
      model: 'gpt-4o-2024-08-06',
      provider: 'openai-compatible',
      tools: [],
      duration_ms: expect.any(Number),
      usage: { input: 120, output: 30 },
    });
    // The provider was asked for a stream, with its usage.
    expect(fake.requests[0]!.body.stream).toBe(true);
    expect(fake.requests[0]!.body.stream_options).toEqual({ include_usage: true });

    script();
    const plain = await post(h, '/api/llm/chat/gpt-4o', ask('How were sales?'));
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(timeless(plain.json<LlmResponse>())).toEqual(timeless(done.data as LlmResponse));
  });

  it('a tool round shows each tool before it runs, then the answer; tokens summed over the rounds', async () => {
    const h = await online();
    fake.script([
      withUsage(
        toolCallsReply([
          { id: 'c1', name: 'list_stores', args: {} },
          { id: 'c2', name: 'compare_days', args: { store_id: 2, date_a: DATE } },
          { id: 'c3', name: 'drop_tables', args: {} },
        ]),
        100,
        10,
      ),
      withUsage(textReply('Hawthorne did fine.'), 200, 20),
    ]);
    const { events } = await stream(h, '/api/llm/tools/gpt-4o', ask('How did Hawthorne do?'));
    expect(events.map((e) => `${e.event} ${JSON.stringify(e.data)}`).slice(0, 5)).toEqual([
      'tool {"name":"list_stores"}',
      'tool {"name":"compare_days"}',
      'delta {"text":"Hawthorne "}',
      'delta {"text":"did "}',
      'delta {"text":"fine."}',
    ]);
    expect(events[5]).toEqual({
      event: 'done',
      data: {
        msg: 'Hawthorne did fine.',
        llm: '/api/llm/tools/gpt-4o',
        model: 'fake-model',
        provider: 'openai-compatible',
        tools: ['list_stores', 'compare_days'],
        duration_ms: expect.any(Number),
        usage: { input: 300, output: 30 },
      },
    });
    expect(events).toHaveLength(6);
    // The tool calls came in pieces (the arguments split in two) and were put back together.
    const second = fake.requests[1]!.body.messages;
    expect(second.at(-4).tool_calls.map((c: { function: object }) => c.function)).toEqual([
      { name: 'list_stores', arguments: '{}' },
      { name: 'compare_days', arguments: JSON.stringify({ store_id: 2, date_a: DATE }) },
      { name: 'drop_tables', arguments: '{}' },
    ]);
    const comparison = JSON.parse(second.at(-2).content);
    expect(comparison.dateB).toBe('2026-11-10');
  });

  it('a provider error after the stream started is an error event with the public message only', async () => {
    const h = await online();
    fake.script([
      {
        ...textReply('one two three four'),
        streamError: { afterChunks: 3, message: 'Backend exploded at http://10.1.2.3:8000/v1' },
      },
    ]);
    const { res, events } = await stream(h, '/api/llm/chat/gpt-4o', ask('q'));
    expect(res.statusCode).toBe(200);
    expect(events).toEqual([
      { event: 'delta', data: { text: 'one ' } },
      { event: 'delta', data: { text: 'two ' } },
      {
        event: 'error',
        data: { code: 'provider_error', message: 'The model provider answered with an error.' },
      },
    ]);
    expect(res.body).not.toContain('exploded');
    expect(res.body).not.toContain('10.1.2.3');
    expect(h.logs.join('')).toContain('Backend exploded at http://10.1.2.3:8000/v1');
    expect(h.turns.at(-1)).toMatchObject({ status: 'error', error: { code: 'provider_error' } });

    // An HTTP error of the provider (after its one retry) is the same event as the JSON error's.
    fake.script([errorReply(503, 'The engine is currently overloaded')]);
    const failed = await stream(h, '/api/llm/chat/gpt-4o', ask('q'));
    expect(failed.events).toEqual([
      {
        event: 'error',
        data: { code: 'provider_error', message: 'The model provider answered with an error (HTTP 503).' },
      },
    ]);
  });

  it('the deadline covers the whole stream, not only its first byte', async () => {
    const h = await online(400);
    fake.script([{ ...textReply('a b c d e f g h i j'), chunkDelayMs: 150 }]);
    const started = Date.now();
    const { events } = await stream(h, '/api/llm/chat/gpt-4o', ask('slow?'));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'provider_timeout', message: 'The model provider did not answer in time.' },
    });
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => e.event === 'delta').length).toBeLessThan(10);
  });

  it('refusals come before the stream, as plain JSON with their status', async () => {
    const h = await harness({});
    const tooLong = await stream(h, '/api/llm/chat/gpt-4o', ask('q'.repeat(4097)));
    expect(tooLong.res.statusCode).toBe(413);
    expect(tooLong.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(tooLong.res.json()).toEqual({
      error: {
        code: 'question_too_long',
        message: 'Your question is over 4 KB. Shorten it and send it again.',
      },
    });
    const otherCompany = await stream(
      h,
      '/api/llm/chat/gpt-4o',
      ask('How were sales?', reportSystemMessage(3).text),
    );
    expect(otherCompany.res.statusCode).toBe(403);
    expect(otherCompany.res.json().error.code).toBe('forbidden');
    const unknown = await stream(h, '/api/llm/chat/gpt-5', ask('hi'));
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.res.json().error.code).toBe('not_found');
  });
});

describe('streamed replies from the offline analyst', () => {
  it('tools it runs, then its answer in pieces that join to the plain reply', async () => {
    const h = await harness({});
    const question = ask('How did sales compare with last Tuesday?', reportSystemMessage(1).text);
    const { res, events } = await stream(h, '/api/llm/tools/gpt-4o', question);
    expect(res.statusCode).toBe(200);
    expect(events[0]).toEqual({ event: 'tool', data: { name: 'compare_days' } });
    const deltas = events.slice(1, -1);
    expect(deltas.every((e) => e.event === 'delta')).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const reply = done.data as LlmResponse;
    expect(reply).toMatchObject({ model: 'local-analyst', provider: 'offline', tools: ['compare_days'] });
    expect(reply).not.toHaveProperty('usage');
    expect(deltas.map((e) => (e.data as { text: string }).text)).toEqual(textChunks(reply.msg));
    expect(deltas.length).toBeGreaterThan(5);

    const plain = await post(h, '/api/llm/tools/gpt-4o', question);
    expect(timeless(plain.json<LlmResponse>())).toEqual(timeless(reply));
  });

  it('cuts text after whitespace into pieces that join to the whole', () => {
    expect(textChunks('aaaa bbbb cccc\ndddd', 6)).toEqual(['aaaa bbbb ', 'cccc\ndddd']);
    expect(textChunks('one two', 100)).toEqual(['one two']);
    expect(textChunks('', 10)).toEqual([]);
    const text = '| a | b |\n|---|---|\n| 1 | 2 |\n\nLong-word-without-spaces-at-all and more';
    expect(textChunks(text, 8).join('')).toBe(text);
  });
});
