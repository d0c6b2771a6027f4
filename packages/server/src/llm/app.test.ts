// The gateway inside the whole app (createApp): real login, the app's JSON parser, body limit and
// cross-site guard in front of the LLM routes.
import type { LlmResponse } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, STAFF, sessionCookie, useTestApp } from '../../test/helpers';

const env = useTestApp();

const json = { 'content-type': 'application/json' };

describe('LLM routes in the app', { timeout: 30_000 }, () => {
  it('a signed-in user gets an answer; the models list needs a session', async () => {
    const cookie = await env.login(STAFF);
    const res = await env.as(cookie, {
      method: 'POST',
      url: '/api/llm/tools/gpt-4o',
      headers: json,
      payload: [{ user: 'user', msg: 'What can you do?' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<LlmResponse>()).toMatchObject({
      llm: '/api/llm/tools/gpt-4o',
      model: 'local-analyst',
      provider: 'offline',
    });
    expect((await env.as(null, { method: 'GET', url: '/api/llm/models' })).statusCode).toBe(401);
    const models = await env.as(cookie, { method: 'GET', url: '/api/llm/models' });
    expect(models.json()).toHaveLength(17);
  });

  it('malformed JSON 400, over 1 MB 413, cross-site 403, all in the one error shape', async () => {
    const cookie = await env.login(STAFF);
    const bad = await env.as(cookie, {
      method: 'POST',
      url: '/api/llm/chat/gpt-4o',
      headers: json,
      payload: '[{"user":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'bad_json', message: 'Malformed JSON body.' } });
    const big = await env.as(cookie, {
      method: 'POST',
      url: '/api/llm/chat/gpt-4o',
      headers: json,
      payload: JSON.stringify([{ user: 'user', msg: 'x'.repeat(1_100_000) }]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toMatch(/too_large/);
    const cross = await env.as(cookie, {
      method: 'POST',
      url: '/api/llm/chat/gpt-4o',
      headers: { ...json, 'sec-fetch-site': 'cross-site' },
      payload: [{ user: 'user', msg: 'hi' }],
    });
    expect(cross.statusCode).toBe(403);
  });

  it('GET /api/audit/ shows the chat turn with the admin and the impersonated user', async () => {
    const admin = await env.login(ADMIN);
    const started = await env.as(admin, {
      method: 'POST',
      url: '/auth/select_user',
      headers: json,
      payload: { user_id: IDS.staff },
    });
    expect(started.statusCode).toBe(200);
    const asStaff = sessionCookie(started);
    const res = await env.as(asStaff, {
      method: 'POST',
      url: '/api/llm/chat/gpt-4o',
      headers: json,
      payload: [{ user: 'user', msg: 'hello there' }],
    });
    expect(res.statusCode).toBe(200);
    const log = await env.as(asStaff, { method: 'GET', url: '/api/audit/?limit=1' });
    expect(log.statusCode).toBe(200);
    expect(log.json().entries[0]).toMatchObject({
      action: 'llm_chat',
      actor_user_id: IDS.admin,
      as_user_id: IDS.staff,
      detail: '/api/llm/chat/gpt-4o answered by local-analyst',
      after: { question: 'hello there', model: 'local-analyst', provider: 'offline', status: 'ok' },
    });
  });
});
