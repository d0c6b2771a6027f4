// GET /metrics: route patterns as labels, loopback callers or the bearer token only, the counters.
import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from '../../test/helpers';

const TOKEN = 'metrics-test-token';
const series = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('GET /metrics', () => {
  const env = useTestApp({ metricsToken: TOKEN });

  it('labels requests by route pattern: /api/stores/1 and /api/stores/2 are one series', async () => {
    for (const id of [1, 2]) {
      const res = await env.app.inject({ method: 'PUT', url: `/api/stores/${id}`, payload: {} });
      expect(res.statusCode).toBe(401);
    }
    await env.app.inject({ method: 'GET', url: '/api/no-such-thing/17' });
    const res = await env.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const counts = series(res.body, 'store_ops_http_request_duration_seconds_count');
    expect(counts.filter((l) => l.includes('/api/stores/'))).toEqual([
      'store_ops_http_request_duration_seconds_count{method="PUT",route="/api/stores/:id",status="401"} 2',
    ]);
    expect(counts.filter((l) => l.includes('not found'))).toEqual([
      'store_ops_http_request_duration_seconds_count{method="GET",route="(not found)",status="404"} 1',
    ]);
    expect(res.body).not.toContain('/api/no-such-thing');
    for (const name of [
      'store_ops_event_loop_lag_seconds',
      'store_ops_sse_streams_open',
      'store_ops_assistant_requests_total',
      'store_ops_assistant_tokens_total',
      'store_ops_sign_in_failures_total',
      'store_ops_imports_audited',
    ])
      expect(res.body).toContain(`# TYPE ${name} `);
    expect(series(res.body, 'store_ops_imports_audited')).toEqual(['store_ops_imports_audited 0']);
  });

  it('answers 404 to a caller off this machine without the token, and to a proxied one', async () => {
    const remote = await env.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    const wrong = await env.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(404);
    const proxied = await env.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('answers anyone with METRICS_TOKEN as a bearer token', async () => {
    const res = await env.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE store_ops_http_request_duration_seconds histogram');
  });

  it('counts refused sign-ins, and the assistant requests and their streams', async () => {
    const failed = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: 'wrong-password' },
    });
    expect(failed.statusCode).toBe(401);
    const cookie = await env.login(ADMIN);
    const chat = await env.as(cookie, {
      method: 'POST',
      url: '/api/llm/chat/gpt-4o',
      headers: { accept: 'text/event-stream' },
      payload: [{ user: 'user', msg: 'How were sales?' }],
    });
    expect(chat.statusCode).toBe(200);
    const body = (await env.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(series(body, 'store_ops_sign_in_failures_total')).toEqual([
      'store_ops_sign_in_failures_total{reason="rejected"} 1',
    ]);
    expect(series(body, 'store_ops_assistant_requests_total')).toEqual([
      'store_ops_assistant_requests_total{outcome="ok"} 1',
    ]);
    // The reply's stream has ended: none open.
    expect(series(body, 'store_ops_sse_streams_open')).toEqual([
      'store_ops_sse_streams_open{route="/api/llm/chat/:model"} 0',
    ]);
  });
});
