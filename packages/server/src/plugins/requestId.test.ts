// Request ids: echoed, kept only from a trusted proxy and only when sane, on the request's log lines
// and in the audit rows it writes; the log holds no password, cookie or session id.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ADMIN, PASSWORD, sessionCookie, useTestApp } from '../../test/helpers';
import { loggerOptions } from '../logger';

const PROXY = '10.0.0.5';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

describe('request ids', () => {
  const env = useTestApp({ trustProxy: PROXY }, { logger: loggerOptions('info', sink) });

  it('gives each request a new id, echoed in X-Request-Id', async () => {
    const a = await env.app.inject({ method: 'GET', url: '/healthz' });
    const b = await env.app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a trusted proxy's X-Request-Id", async () => {
    const res = await env.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'nginx-4f2a9c01d3e5b7a9' },
    });
    expect(res.headers['x-request-id']).toBe('nginx-4f2a9c01d3e5b7a9');
  });

  it("replaces an untrusted caller's X-Request-Id, and a trusted proxy's that is not an id", async () => {
    const untrusted = await env.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.7',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    for (const bad of ['a'.repeat(129), 'two words', 'line\u2028break', '<script>']) {
      const res = await env.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: PROXY,
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('writes the id into the audit row of the request and on its log lines, with no secret in the log', async () => {
    lines.length = 0;
    const res = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'sign-in-0001' },
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('sign-in-0001');
    const row = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'request_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ action: 'login', request_id: 'sign-in-0001' });

    const cookie = sessionCookie(res);
    const signedIn = await env.app.inject({
      method: 'GET',
      url: '/auth/login',
      remoteAddress: PROXY,
      headers: { cookie, 'x-request-id': 'session-check-0002' },
    });
    expect(signedIn.statusCode).toBe(200);
    // A bearer token (a service token's place): refused, and not in the log either.
    const withToken = await env.app.inject({
      method: 'POST',
      url: '/api/import',
      remoteAddress: PROXY,
      headers: { authorization: 'Bearer not-a-real-token', 'x-request-id': 'import-0003' },
    });
    expect(withToken.statusCode).toBe(401);

    const ofSignIn = lines.filter((l) => l.requestId === 'sign-in-0001');
    expect(ofSignIn.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((l) => l.requestId === 'session-check-0002')).toHaveLength(2);
    expect(lines.filter((l) => l.requestId === 'import-0003').length).toBeGreaterThanOrEqual(2);
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    const sessionId = cookie.split('=')[1] as string;
    for (const secret of [PASSWORD, sessionId, 'not-a-real-token', 'session_hint'])
      expect(text).not.toContain(secret);
  });
});
