// SIGTERM: the real server, stopped while a request is in flight (a chat
// turn the model provider answers after 3 s), finishes that request, refuses new work, and exits 0.
// The provider is outside the product: a loopback HTTP server speaking its protocol (streamed).

import { FakeOpenAi, textReply } from '@store-ops/server/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, DEMO_PASSWORD, e2eApp } from './harness';

const ANSWER_AFTER_MS = 3_000;
// Streamed like a real provider when asked with `stream: true` (the gateway always asks so).
const provider = await FakeOpenAi.start();
provider.reply(() => ({ ...textReply('Drained.', 'slow-model'), delayMs: ANSWER_AFTER_MS }));
const providerUrl = provider.baseURL;
afterAll(() => provider.close());

const app = e2eApp('shutdown', { env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: providerUrl } });

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new ones, and exits 0', async () => {
    const login = await fetch(`${app.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const inFlight = fetch(`${app.url}/api/llm/chat/gpt-4o`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify([{ user: 'user', msg: 'Anything to report?' }]),
    });
    await expect.poll(() => provider.requests.length, { timeout: 10_000 }).toBe(1);

    const sent = performance.now();
    const stopped = app.server.stop();
    // Stopped listening: a new connection is refused (or, on a kept-alive one, answered 503).
    await expect
      .poll(async () => {
        try {
          return (await fetch(`${app.url}/healthz`)).status;
        } catch {
          return 'refused';
        }
      })
      .not.toBe(200);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((await answer.json()).msg).toBe('Drained.');
    expect(await stopped).toBe(0);
    expect(performance.now() - sent).toBeLessThan(10_000);
  });
});
