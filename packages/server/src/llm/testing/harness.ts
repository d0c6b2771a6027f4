// The gateway's routes on a Fastify app of their own (the app's error handling, a session per test
// header, in-memory scoped data): for the tests of the gateway and of its streamed replies.
import {
  buildReportContext,
  parseSections,
  renderContextText,
  type StatBlockKey,
  weatherFor,
} from '@store-ops/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { frameworkErrors, installApiStyle } from '../../plugins/errors';
import { llmRoutes } from '../../routes/llm/routes';
import type { LlmConfig } from '../config';
import type { ChatTurnRecord, LlmDeps } from '../deps';
import { createOpenAiProvider } from '../openai-provider';
import { type FakeData, fakeData, HOURS, STORES, storeDayOf } from './fake-data';

export const DATE = '2026-11-17';
export const ADMIN = { id: 1, email: 'admin@example.com' };
export const STAFF = { id: 2, email: 'staff@example.com' };

/** The client's system message for a store-day, built like the chat screen builds it. */
export function reportSystemMessage(storeId: number, date = DATE, blocks?: StatBlockKey[]) {
  const files = storeDayOf(storeId, date);
  const ctx = buildReportContext({
    date,
    store: STORES.find((s) => s.id === storeId)!,
    hours: HOURS,
    sections: parseSections(files).sections,
    blocks,
    weather: weatherFor(files.weather, storeId, date),
  });
  return { ctx, text: renderContextText(ctx) };
}

export interface Harness {
  app: FastifyInstance;
  turns: ChatTurnRecord[];
  data: FakeData;
  /** The server log's lines at warn and above. */
  logs: string[];
}

/** Staff may see company 1's stores (1 and 2); store 3 belongs to company 2. */
export async function harness(
  config: Partial<LlmConfig>,
  options: { retryBaseMs?: number } = {},
): Promise<Harness> {
  const full: LlmConfig = { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000, ...config };
  const turns: ChatTurnRecord[] = [];
  const data = fakeData([1, 2]);
  const deps: LlmDeps = {
    config: full,
    data: () => data,
    async recordTurn(t) {
      turns.push(t);
    },
    provider: full.apiKey ? createOpenAiProvider(full, { retryBaseMs: options.retryBaseMs ?? 5 }) : null,
  };
  // The routes as createApp mounts them: the app's error handling, and a session per test header
  // (`request.auth`, as the auth plugin sets it).
  const logs: string[] = [];
  const app = Fastify({
    frameworkErrors,
    logger: { level: 'warn', stream: { write: (line) => logs.push(line) } },
  });
  installApiStyle(app);
  const session = (u: { id: number; email: string }) => ({
    ...u,
    name: u.email,
    admin: false,
    settings: '{}',
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const who = request.headers['x-test-session'];
    if (who === 'staff') request.auth = { user: session(STAFF), originalUser: null, sessionId: 's' };
    if (who === 'admin-as-staff')
      request.auth = {
        user: session(STAFF),
        originalUser: { ...session(ADMIN), admin: true },
        sessionId: 's',
      };
  });
  await app.register(llmRoutes, deps);
  await app.ready();
  return { app, turns, data, logs };
}

export const post = (h: Harness, url: string, body: unknown, session = 'staff') =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { 'x-test-session': session, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

export const ask = (question: string, system?: string) => [
  ...(system === undefined ? [] : [{ user: 'system', msg: system }]),
  { user: 'user', msg: question },
];
