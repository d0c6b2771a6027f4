import { type ChatMessage, DEFAULT_MODEL_PATH, type LlmResponse } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { createMemoryStorage } from '../adapters/storage';
import {
  deferred,
  fakeFetch,
  flush,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import {
  buildChatRequest,
  CHAT_TIMEOUT_MS,
  chatMachine,
  chatStorageActions,
  createSendChat,
  MODEL_PATHS,
  readChatInput,
  type SendChatInput,
  selectIsProcessing,
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
      sendChat: fromPromise(({ input }) => {
        requests.push(input);
        return send(input);
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
  const history = () => JSON.parse(storage.getItem('storeOps.chatHistory') ?? '[]') as ChatMessage[];
  return { actor, clock, requests, storage, history };
}

describe('chat machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(chatMachine, {
      input: {},
      events: [
        { type: 'chat.send', text: 'hi' },
        { type: 'chat.context', context: 'ctx' },
        { type: 'chat.model', path: '/api/llm/chat/o3' },
        { type: 'chat.clear' },
        { type: 'xstate.done.actor.sendChat', output: reply },
        { type: 'xstate.error.actor.sendChat', error: new Error('Failed to fetch API') },
        { type: 'xstate.after.chatTimeout.chat.processing' },
      ] as never,
    });
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(chatMachine, paths)).toEqual({ idle: '', processing: 'chat.send' });
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
    expect(env.actor.getSnapshot().value).toBe('processing');
    expect(selectIsProcessing(env.actor.getSnapshot())).toBe(true);
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
    await waitFor(env.actor, (s) => s.matches('idle'));
    expect(env.actor.getSnapshot().context.history.at(-1)).toEqual({
      user: 'system',
      msg: 'Sales were $100.',
      llm: '/api/llm/chat/gpt-4o',
      model: 'gpt-4o',
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
    pending.resolve(reply);
    await waitFor(env.actor, (s) => s.matches('idle'));
  });

  it('a failure appends Error: {message}; HTTP failures read Failed to fetch API', async () => {
    const env = start(() => Promise.reject(new Error('Failed to fetch API')));
    env.actor.send({ type: 'chat.send', text: 'hi' });
    await waitFor(env.actor, (s) => s.matches('idle'));
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
    await waitFor(other.actor, (s) => s.matches('idle'));
    expect(other.actor.getSnapshot().context.history.at(-1)?.msg).toBe(
      'Error: NetworkError when attempting to fetch resource.',
    );
  });

  it('times out after 360000 ms', async () => {
    const env = start(() => deferred<LlmResponse>().promise);
    env.actor.send({ type: 'chat.send', text: 'hi' });
    env.clock.increment(CHAT_TIMEOUT_MS - 1);
    expect(env.actor.getSnapshot().value).toBe('processing');
    env.clock.increment(1);
    expect(env.actor.getSnapshot().value).toBe('idle');
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
