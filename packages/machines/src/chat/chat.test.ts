import { type ChatMessage, DEFAULT_MODEL_PATH, type LlmResponse } from '@store-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { chatBrowserDefaults, chatStorageActions, createSendChat } from '../adapters/chat';
import { createApiClient } from '../adapters/http';
import { createMemoryStorage } from '../adapters/storage';
import {
  deferred,
  eventStream,
  fakeFetch,
  flush,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import { chatGraph } from './chat.graph';
import {
  buildChatRequest,
  CHAT_TIMEOUT_MS,
  chatMachine,
  MODEL_PATHS,
  readChatInput,
  type SendChatActorInput,
  type SendChatInput,
  selectIsProcessing,
  selectPendingReply,
} from './chat.machine';

const reply: LlmResponse = {
  msg: 'Sales were $100.',
  llm: '/api/llm/chat/gpt-4o',
  model: 'gpt-4o',
  provider: 'openai',
};
const at = (n: number) => `2026-11-21T10:00:0${n}.000Z`;
const stored = (n: number): ChatMessage => ({
  user: n % 2 ? 'user' : 'system',
  msg: `m${n}`,
  llm: DEFAULT_MODEL_PATH,
  timestamp: at(0),
});

function start(
  send: (i: SendChatInput) => Promise<LlmResponse> = async () => reply,
  initial: Record<string, string> = {},
) {
  const storage = createMemoryStorage(initial);
  const clock = new SimulatedClock();
  let t = 0;
  const requests: SendChatInput[] = [];
  const machine = chatMachine.provide({
    actors: {
      sendChat: fromPromise(({ input: { chat: _chat, ...request } }: { input: SendChatActorInput }) => {
        requests.push(request);
        return send(request);
      }),
    },
    actions: chatStorageActions(storage).actions,
  });
  const actor = createActor(machine, {
    input: {
      ...readChatInput(storage),
      context: 'REPORT',
      now: () => new Date(Date.parse(at(0)) + 1000 * ++t),
    },
    clock,
  }).start();
  const history = () =>
    (JSON.parse(storage.getItem('storeOps.chatHistory') ?? '{}') as { messages?: ChatMessage[] }).messages ??
    [];
  return { actor, clock, requests, storage, history };
}

describe('chat machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', {
    timeout: 60_000,
  }, async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(chatMachine, chatGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(chatMachine, paths)).toEqual({
      answering: 'chat.send',
      'answering.streaming': 'chat.send -> chat.stream.delta',
      'answering.waiting': 'chat.send',
      done: 'chat.send -> xstate.done.actor.sendChat',
      failed: 'chat.send -> xstate.error.actor.sendChat',
      idle: '',
      stopped: 'chat.send -> chat.stop',
    });
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    const noop = () => {};
    expect(
      await replayPaths(chatMachine, paths, {
        input: replay.input,
        actions: { persistHistory: noop, persistModel: noop },
      }),
    ).toBeGreaterThan(0);
  });

  it('idle -> processing -> idle: sends system context, last 5 stored messages, the new message; appends the reply', async () => {
    const pending = deferred<LlmResponse>();
    const history = [1, 2, 3, 4, 5, 6, 7].map(stored);
    const env = start(() => pending.promise, { 'storeOps.chatHistory': JSON.stringify(history) });
    env.actor.send({ type: 'chat.send', text: 'How were sales?' });
    expect(env.actor.getSnapshot().value).toEqual({ answering: 'waiting' });
    expect(selectIsProcessing(env.actor.getSnapshot())).toBe(true);
    expect(selectPendingReply(env.actor.getSnapshot())).toEqual({ status: 'waiting' });
    expect(env.requests).toEqual([
      {
        path: '/api/llm/chat/gpt-4o',
        messages: [
          { user: 'system', msg: 'REPORT' },
          { user: 'user', msg: 'm3' },
          { user: 'system', msg: 'm4' },
          { user: 'user', msg: 'm5' },
          { user: 'system', msg: 'm6' },
          { user: 'user', msg: 'm7' },
          { user: 'user', msg: 'How were sales?' },
        ],
      },
    ]);
    // The user message is stored at once.
    expect(env.history().at(-1)).toEqual({
      user: 'user',
      msg: 'How were sales?',
      llm: '/api/llm/chat/gpt-4o',
      timestamp: at(1),
    });
    pending.resolve(reply);
    await waitFor(env.actor, (s) => s.matches('done'));
    expect(selectIsProcessing(env.actor.getSnapshot())).toBe(false);
    expect(env.actor.getSnapshot().context.history.at(-1)).toEqual({
      user: 'system',
      msg: 'Sales were $100.',
      llm: '/api/llm/chat/gpt-4o',
      model: 'gpt-4o',
      provider: 'openai',
      // FNV-1a (32-bit) of the context sent, 'REPORT': which report context the reply was built from.
      context_hash: '632f1aeb',
      timestamp: at(2),
    });
    expect(env.history()).toHaveLength(9);
  });

  it('a send is ignored when the message is empty or a reply is processing', async () => {
    const pending = deferred<LlmResponse>();
    const env = start(() => pending.promise);
    env.actor.send({ type: 'chat.send', text: '   ' });
    expect(env.actor.getSnapshot().value).toBe('idle');
    env.actor.send({ type: 'chat.send', text: 'first' });
    env.actor.send({ type: 'chat.send', text: 'second' });
    expect(env.requests).toHaveLength(1);
    expect(env.actor.getSnapshot().context.history.map((m) => m.msg)).toEqual(['first']);
    // Regenerate and Edit wait too.
    env.actor.send({ type: 'chat.regenerate' });
    env.actor.send({ type: 'chat.edit', text: 'changed' });
    expect(env.requests).toHaveLength(1);
    pending.resolve(reply);
    await waitFor(env.actor, (s) => s.matches('done'));
  });

  it('a failure appends Error: {message}; HTTP failures read Failed to fetch API', async () => {
    const env = start(() => Promise.reject(new Error('Failed to fetch API')));
    env.actor.send({ type: 'chat.send', text: 'hi' });
    await waitFor(env.actor, (s) => s.matches('failed'));
    expect(env.actor.getSnapshot().context.history.at(-1)).toEqual({
      user: 'system',
      msg: 'Error: Failed to fetch API',
      llm: '/api/llm/chat/gpt-4o',
      timestamp: at(2),
    });
    expect(env.history().at(-1)?.msg).toBe('Error: Failed to fetch API');
    const other = start(() =>
      Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')),
    );
    other.actor.send({ type: 'chat.send', text: 'hi' });
    await waitFor(other.actor, (s) => s.matches('failed'));
    expect(other.actor.getSnapshot().context.history.at(-1)?.msg).toBe(
      'Error: NetworkError when attempting to fetch resource.',
    );
  });

  it('times out after 360000 ms', async () => {
    const env = start(() => deferred<LlmResponse>().promise);
    env.actor.send({ type: 'chat.send', text: 'hi' });
    env.clock.increment(CHAT_TIMEOUT_MS - 1);
    expect(env.actor.getSnapshot().value).toEqual({ answering: 'waiting' });
    env.clock.increment(1);
    expect(env.actor.getSnapshot().value).toBe('failed');
    expect(env.actor.getSnapshot().context.history.at(-1)?.msg).toBe(
      'Error: Request timed out after 360000 ms',
    );
    expect(CHAT_TIMEOUT_MS).toBe(360000);
  });

  it('model path: default plain-chat gpt-4o, from storage, changed and stored', () => {
    expect(DEFAULT_MODEL_PATH).toBe('/api/llm/chat/gpt-4o');
    const env = start(undefined, { 'storeOps.modelPath': '/api/llm/tools/o3' });
    expect(env.actor.getSnapshot().context.modelPath).toBe('/api/llm/tools/o3');
    env.actor.send({ type: 'chat.model', path: '/api/llm/chat/gpt-4.1' });
    expect(env.storage.getItem('storeOps.modelPath')).toBe('/api/llm/chat/gpt-4.1');
    env.actor.send({ type: 'chat.model', path: '/api/llm/chat/gpt-9' });
    expect(env.actor.getSnapshot().context.modelPath).toBe('/api/llm/chat/gpt-4o');
    expect(readChatInput(createMemoryStorage({ 'storeOps.modelPath': '/old/endpoint' })).modelPath).toBe(
      '/api/llm/chat/gpt-4o',
    );
    expect(MODEL_PATHS).toHaveLength(17);
    env.actor.send({ type: 'chat.model', path: '/api/llm/chat/gpt-4.1' });
    env.actor.send({ type: 'chat.context', context: 'NEW' });
    env.actor.send({ type: 'chat.send', text: 'x' });
    expect(env.requests[0]).toMatchObject({
      path: '/api/llm/chat/gpt-4.1',
      messages: [
        { user: 'system', msg: 'NEW' },
        { user: 'user', msg: 'x' },
      ],
    });
  });

  it('stored history: malformed entries dropped; clear empties it', async () => {
    const env = start(undefined, {
      'storeOps.chatHistory': JSON.stringify([stored(1), { user: 'robot', msg: 1 }, stored(2)]),
    });
    expect(env.actor.getSnapshot().context.history.map((m) => m.msg)).toEqual(['m1', 'm2']);
    env.actor.send({ type: 'chat.clear' });
    expect(env.actor.getSnapshot().context.history).toEqual([]);
    expect(env.history()).toEqual([]);
    expect(readChatInput(createMemoryStorage({ 'storeOps.chatHistory': '{oops' })).history).toEqual([]);
  });

  it('a conversation per store-day: switching keeps the open one and opens the other; New conversation empties only the open one; a reload restores them', async () => {
    const A = { storeId: '3', date: '2026-11-20' };
    const B = { storeId: '4', date: '2026-11-20' };
    const env = start();
    const msgs = () => env.actor.getSnapshot().context.history.map((m) => `${m.user}:${m.msg}`);
    env.actor.send({ type: 'chat.conversation', storeDay: A });
    env.actor.send({ type: 'chat.send', text: 'About A?' });
    await waitFor(env.actor, (s) => s.matches('done'));
    expect(msgs()).toEqual(['user:About A?', 'system:Sales were $100.']);
    env.actor.send({ type: 'chat.conversation', storeDay: B });
    expect(msgs()).toEqual([]);
    env.actor.send({ type: 'chat.send', text: 'About B?' });
    await waitFor(env.actor, (s) => s.matches('done'));
    // The request about B carries none of A's messages.
    expect(env.requests[1]!.messages.map((m) => m.msg)).toEqual(['REPORT', 'About B?']);
    env.actor.send({ type: 'chat.conversation', storeDay: A });
    expect(msgs()).toEqual(['user:About A?', 'system:Sales were $100.']);
    env.actor.send({ type: 'chat.clear' });
    expect(msgs()).toEqual([]);
    const restored = readChatInput(env.storage);
    expect(restored.conversation).toEqual(A);
    expect(restored.history).toEqual([]);
    expect(restored.others!.map((c) => [c.storeId, c.date, c.messages.map((m) => m.msg)])).toEqual([
      ['4', '2026-11-20', ['About B?', 'Sales were $100.']],
    ]);
  });

  it('switching store-day while a reply streams stops it, keeping what arrived in the conversation it was asked in', async () => {
    const A = { storeId: '3', date: '2026-11-20' };
    const B = { storeId: '3', date: '2026-11-21' };
    const pending = deferred<LlmResponse>();
    const env = start(() => pending.promise);
    env.actor.send({ type: 'chat.conversation', storeDay: A });
    env.actor.send({ type: 'chat.send', text: 'Long answer?' });
    env.actor.send({ type: 'chat.stream.delta', text: 'Net sales were' });
    env.actor.send({ type: 'chat.conversation', storeDay: B });
    expect(env.actor.getSnapshot().value).toBe('idle');
    expect(env.actor.getSnapshot().context.history).toEqual([]);
    const a = env.actor.getSnapshot().context.others[0]!;
    expect([a.storeId, a.date, a.messages.map((m) => [m.msg, m.stopped ?? false])]).toEqual([
      '3',
      '2026-11-20',
      [
        ['Long answer?', false],
        ['Net sales were', true],
      ],
    ]);
    pending.resolve(reply);
    await flush();
    // The abandoned request's answer lands nowhere.
    expect(env.actor.getSnapshot().context.history).toEqual([]);
    expect(env.actor.getSnapshot().context.others[0]!.messages).toHaveLength(2);
  });

  it("an older browser's plain list of messages becomes the first store-day's conversation; at most 20 others are kept", () => {
    const env = start(undefined, { 'storeOps.chatHistory': JSON.stringify([stored(1), stored(2)]) });
    env.actor.send({ type: 'chat.conversation', storeDay: { storeId: '1', date: '2026-11-01' } });
    expect(env.actor.getSnapshot().context.history.map((m) => m.msg)).toEqual(['m1', 'm2']);
    for (let d = 2; d <= 25; d++) {
      env.actor.send({ type: 'chat.send', text: `q${d - 1}` });
      env.actor.send({
        type: 'chat.conversation',
        storeDay: { storeId: '1', date: `2026-11-${String(d).padStart(2, '0')}` },
      });
    }
    const others = env.actor.getSnapshot().context.others;
    expect(others).toHaveLength(20);
    expect(others[0]!.date).toBe('2026-11-24');
    expect(others.at(-1)!.date).toBe('2026-11-05');
  });

  it('streaming: deltas show as they arrive, a tool round as Running; done stores the reply with its details', async () => {
    const pending = deferred<LlmResponse>();
    const env = start(() => pending.promise);
    env.actor.send({ type: 'chat.send', text: 'Compare with last week' });
    env.actor.send({ type: 'chat.stream.tool', name: 'compare_days' });
    expect(env.actor.getSnapshot().value).toEqual({ answering: 'streaming' });
    expect(selectPendingReply(env.actor.getSnapshot())).toEqual({
      status: 'streaming',
      text: '',
      tool: 'compare_days',
    });
    env.actor.send({ type: 'chat.stream.delta', text: 'Sales were ' });
    env.actor.send({ type: 'chat.stream.delta', text: '$100.' });
    expect(selectPendingReply(env.actor.getSnapshot())).toEqual({
      status: 'streaming',
      text: 'Sales were $100.',
      tool: null,
    });
    expect(selectIsProcessing(env.actor.getSnapshot())).toBe(true);
    pending.resolve({
      ...reply,
      tools: ['compare_days'],
      duration_ms: 1234,
      usage: { input: 812, output: 96 },
    });
    await waitFor(env.actor, (s) => s.matches('done'));
    expect(selectPendingReply(env.actor.getSnapshot())).toBeNull();
    expect(env.history().at(-1)).toEqual({
      user: 'system',
      msg: 'Sales were $100.',
      llm: '/api/llm/chat/gpt-4o',
      model: 'gpt-4o',
      provider: 'openai',
      tools: ['compare_days'],
      duration_ms: 1234,
      usage: { input: 812, output: 96 },
      context_hash: '632f1aeb',
      timestamp: at(2),
    });
  });

  it('Stop keeps the partial reply marked stopped (with the tools that ran); a new send works after', async () => {
    const env = start(() => deferred<LlmResponse>().promise);
    env.actor.send({ type: 'chat.send', text: 'Long answer please' });
    env.actor.send({ type: 'chat.stream.tool', name: 'day_summary' });
    env.actor.send({ type: 'chat.stream.delta', text: 'Net sales were' });
    env.actor.send({ type: 'chat.stop' });
    expect(env.actor.getSnapshot().value).toBe('stopped');
    expect(selectIsProcessing(env.actor.getSnapshot())).toBe(false);
    expect(env.history().at(-1)).toEqual({
      user: 'system',
      msg: 'Net sales were',
      llm: '/api/llm/chat/gpt-4o',
      tools: ['day_summary'],
      stopped: true,
      timestamp: at(2),
    });
    // A late delta of the stopped request changes nothing.
    env.actor.send({ type: 'chat.stream.delta', text: ' $9' });
    expect(env.actor.getSnapshot().context.history.at(-1)?.msg).toBe('Net sales were');
    // Stop before anything arrived: an empty reply, marked stopped.
    env.actor.send({ type: 'chat.send', text: 'Again' });
    env.actor.send({ type: 'chat.stop' });
    expect(env.actor.getSnapshot().context.history.at(-1)).toMatchObject({ msg: '', stopped: true });
    expect(env.actor.getSnapshot().context.history.at(-1)?.tools).toBeUndefined();
  });

  it('Regenerate asks the last question again (optionally of another model) and replaces its reply', async () => {
    const history = [1, 2, 3, 4].map(stored);
    let n = 0;
    const env = start(async () => ({ ...reply, msg: `answer ${++n}` }), {
      'storeOps.chatHistory': JSON.stringify(history),
    });
    env.actor.send({ type: 'chat.regenerate' });
    await waitFor(env.actor, (s) => s.matches('done'));
    expect(env.requests[0]).toEqual({
      path: '/api/llm/chat/gpt-4o',
      messages: [
        { user: 'system', msg: 'REPORT' },
        { user: 'user', msg: 'm1' },
        { user: 'system', msg: 'm2' },
        { user: 'user', msg: 'm3' },
      ],
    });
    expect(env.history().map((m) => m.msg)).toEqual(['m1', 'm2', 'm3', 'answer 1']);
    // Another model (admins): asked of it, labelled with it; the chosen model stays.
    env.actor.send({ type: 'chat.regenerate', modelPath: '/api/llm/tools/o3' });
    await waitFor(env.actor, (s) => s.matches('done'));
    expect(env.requests[1]?.path).toBe('/api/llm/tools/o3');
    expect(env.history().map((m) => m.msg)).toEqual(['m1', 'm2', 'm3', 'answer 2']);
    expect(env.actor.getSnapshot().context.modelPath).toBe('/api/llm/chat/gpt-4o');
    // An unknown path: the chosen model.
    env.actor.send({ type: 'chat.regenerate', modelPath: '/api/llm/chat/gpt-9' });
    await waitFor(env.actor, (s) => s.matches('done'));
    expect(env.requests[2]?.path).toBe('/api/llm/chat/gpt-4o');
    // Nothing to regenerate without a reply after the last question.
    const empty = start();
    empty.actor.send({ type: 'chat.regenerate' });
    expect(empty.actor.getSnapshot().value).toBe('idle');
  });

  it('Edit replaces the last question and its reply, and asks the edited one', async () => {
    const history = [1, 2, 3, 4].map(stored);
    const env = start(async () => ({ ...reply, msg: 'edited answer' }), {
      'storeOps.chatHistory': JSON.stringify(history),
    });
    env.actor.send({ type: 'chat.edit', text: '  ' });
    expect(env.actor.getSnapshot().value).toBe('idle');
    env.actor.send({ type: 'chat.edit', text: 'm3, but for labor' });
    expect(env.history().map((m) => m.msg)).toEqual(['m1', 'm2', 'm3, but for labor']);
    await waitFor(env.actor, (s) => s.matches('done'));
    expect(env.requests[0]?.messages).toEqual([
      { user: 'system', msg: 'REPORT' },
      { user: 'user', msg: 'm1' },
      { user: 'system', msg: 'm2' },
      { user: 'user', msg: 'm3, but for labor' },
    ]);
    expect(env.history().map((m) => m.msg)).toEqual(['m1', 'm2', 'm3, but for labor', 'edited answer']);
    expect(start().actor.send({ type: 'chat.edit', text: 'x' })).toBeUndefined();
  });

  it('buildChatRequest without history', () => {
    expect(buildChatRequest([], '', 'hello')).toEqual([
      { user: 'system', msg: '' },
      { user: 'user', msg: 'hello' },
    ]);
  });
});

describe('sendChat browser default (fake fetch)', () => {
  it('POSTs the messages with credentials and parses the reply; non-OK is Failed to fetch API', async () => {
    const f = fakeFetch({
      'POST /api/llm/chat/gpt-4o': () => json(reply),
      'POST /api/llm/chat/o3': () => json({ error: { code: 'x', message: 'y' } }, 502),
      'POST /api/llm/chat/o1': () => json({ nope: true }),
    });
    const send = createSendChat(() => createApiClient({ fetch: f }));
    const messages = buildChatRequest([], 'ctx', 'hi');
    await expect(send({ path: '/api/llm/chat/gpt-4o', messages })).resolves.toEqual(reply);
    expect(f.calls[0]).toMatchObject({ method: 'POST', body: messages, credentials: 'include' });
    await expect(send({ path: '/api/llm/chat/o3', messages })).rejects.toThrow('Failed to fetch API');
    await expect(send({ path: '/api/llm/chat/o1', messages })).rejects.toThrow('Failed to fetch API');
  });

  it("a request refused as too big or too many (400, 413, 429) shows the server's message", async () => {
    const tooLong = 'Your question is over 4 KB. Shorten it and send it again.';
    const f = fakeFetch({
      'POST /api/llm/chat/gpt-4o': () =>
        json({ error: { code: 'question_too_long', message: tooLong } }, 413),
      'POST /api/llm/chat/o3': () => json({ error: { code: 'bad_request', message: 'Bad.' } }, 400),
      'POST /api/llm/chat/o1': () => new Response('', { status: 413 }),
    });
    const send = createSendChat(() => createApiClient({ fetch: f }));
    const messages = buildChatRequest([], 'ctx', 'hi');
    await expect(send({ path: '/api/llm/chat/gpt-4o', messages })).rejects.toThrow(tooLong);
    await expect(send({ path: '/api/llm/chat/o3', messages })).rejects.toThrow('Bad.');
    // No message in the answer: the spec's text.
    await expect(send({ path: '/api/llm/chat/o1', messages })).rejects.toThrow('Failed to fetch API');
  });

  it('asks for a stream; delta, tool and done events arrive in pieces (frames split anywhere)', async () => {
    const stream = eventStream();
    const f = fakeFetch({ 'POST /api/llm/tools/gpt-4o': () => stream.response() });
    const seen: string[] = [];
    const send = createSendChat(() => createApiClient({ fetch: f }));
    const result = send({ path: '/api/llm/tools/gpt-4o', messages: [] }, undefined, {
      onDelta: (t) => seen.push(`delta:${t}`),
      onTool: (n) => seen.push(`tool:${n}`),
    });
    stream.send('tool', { name: 'compare_days' });
    stream.raw('event: delta\ndata: {"text":"Sal');
    stream.raw('es "}\n\nevent: delta\r\ndata: {"text":"$5"}\r\n\r\n');
    stream.send('done', { ...reply, msg: 'Sales $5', duration_ms: 40, usage: { input: 3, output: 2 } });
    await expect(result).resolves.toEqual({
      ...reply,
      msg: 'Sales $5',
      duration_ms: 40,
      usage: { input: 3, output: 2 },
    });
    expect(seen).toEqual(['tool:compare_days', 'delta:Sales ', 'delta:$5']);
    expect(f.calls[0]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it("an error event is a failure with the server's message; a stream that ends without done is Failed to fetch API", async () => {
    const failing = eventStream();
    const ended = eventStream();
    const f = fakeFetch({
      'POST /api/llm/chat/gpt-4o': () => failing.response(),
      'POST /api/llm/chat/o3': () => ended.response(),
    });
    const send = createSendChat(() => createApiClient({ fetch: f }));
    const a = send({ path: '/api/llm/chat/gpt-4o', messages: [] });
    failing.send('delta', { text: 'Half' });
    failing.send('error', { code: 'provider_failed', message: 'The model provider did not answer.' });
    await expect(a).rejects.toThrow('The model provider did not answer.');
    const b = send({ path: '/api/llm/chat/o3', messages: [] });
    ended.send('delta', { text: 'Half' });
    ended.end();
    await expect(b).rejects.toThrow('Failed to fetch API');
  });

  it('the request says Accept: text/event-stream', async () => {
    let accept: string | null = null;
    const api = createApiClient({
      fetch: async (_url, init) => {
        accept = new Headers(init?.headers).get('accept');
        return json(reply);
      },
    });
    await expect(createSendChat(() => api)({ path: '/api/llm/chat/gpt-4o', messages: [] })).resolves.toEqual(
      reply,
    );
    expect(accept).toBe('text/event-stream');
  });

  it('Stop aborts the streaming request and cancels its body; the partial reply stays, marked stopped', async () => {
    const stream = eventStream();
    const f = fakeFetch({ 'POST /api/llm/chat/gpt-4o': () => stream.response() });
    const storage = createMemoryStorage();
    const machine = chatMachine.provide({
      ...chatBrowserDefaults({ api: () => createApiClient({ fetch: f }), storage }),
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'chat.send', text: 'hi' });
    await flush();
    stream.send('delta', { text: 'Net sales ' });
    await waitFor(actor, (s) => s.matches({ answering: 'streaming' }));
    stream.send('delta', { text: 'were' });
    await waitFor(actor, (s) => s.context.partial?.text === 'Net sales were');
    actor.send({ type: 'chat.stop' });
    expect(f.calls[0]?.signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(stream.cancelled).toBe(true));
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context.history.map((m) => [m.msg, m.stopped])).toEqual([
      ['hi', undefined],
      ['Net sales were', true],
    ]);
  });

  it('429: the server says when the user may ask again, and the next send goes out', async () => {
    const wait = 'You have asked 20 questions in the last minute. You can ask again in 42 s.';
    let calls = 0;
    const f = fakeFetch({
      'POST /api/llm/chat/gpt-4o': () =>
        ++calls === 1
          ? new Response(JSON.stringify({ error: { code: 'rate_limited', message: wait } }), {
              status: 429,
              headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
            })
          : json(reply),
    });
    const storage = createMemoryStorage();
    const machine = chatMachine.provide(
      chatBrowserDefaults({ api: () => createApiClient({ fetch: f }), storage }),
    );
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'chat.send', text: 'hi' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.history.at(-1)?.msg).toBe(`Error: ${wait}`);
    actor.send({ type: 'chat.send', text: 'hi again' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.history.at(-1)?.msg).toBe(reply.msg);
  });

  it('aborts the request when the machine stops waiting (timeout)', async () => {
    const f = fakeFetch({ 'POST /api/llm/chat/gpt-4o': () => new Promise<Response>(() => {}) });
    const clock = new SimulatedClock();
    const storage = createMemoryStorage();
    const machine = chatMachine.provide({
      actors: {
        sendChat: fromPromise(({ input, signal }) =>
          createSendChat(() => createApiClient({ fetch: f }))(input, signal),
        ),
      },
      actions: chatStorageActions(storage).actions,
    });
    const actor = createActor(machine, { input: {}, clock }).start();
    actor.send({ type: 'chat.send', text: 'hi' });
    await flush();
    expect(f.calls[0]?.signal?.aborted).toBe(false);
    clock.increment(CHAT_TIMEOUT_MS);
    expect(f.calls[0]?.signal?.aborted).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.history.map((m) => m.msg)).toEqual([
      'hi',
      'Error: Request timed out after 360000 ms',
    ]);
  });
});
