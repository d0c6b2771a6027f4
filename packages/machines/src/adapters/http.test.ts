import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../testing';
import { createApiClient, endsSession, onSessionEnded, reportSessionEnded } from './http';

describe('API client: a 401 ends the session', () => {
  it('endsSession: a 401 anywhere but the sign-in endpoint', () => {
    expect(endsSession('/api/stores/', 401)).toBe(true);
    expect(endsSession('/api/csvproxy?start=2026-11-20&end=2026-11-20', 401)).toBe(true);
    expect(endsSession('/api/llm/chat/gpt-4o', 401)).toBe(true);
    expect(endsSession('/auth/select_user', 401)).toBe(true);
    expect(endsSession('/auth/stop_impersonation', 401)).toBe(true);
    // The session check's 401 means "no session yet"; the sign-in's 401 "wrong password".
    expect(endsSession('/auth/login', 401)).toBe(false);
    expect(endsSession('/api/stores/', 403)).toBe(false);
    expect(endsSession('/api/stores/', 200)).toBe(false);
  });

  it('calls onSessionEnded for such an answer, and still returns the answer', async () => {
    const ended = vi.fn();
    const f = fakeFetch({
      'GET /api/stores/': () => json({ error: { code: 'unauthorized', message: 'Sign in required.' } }, 401),
      'GET /auth/login': () => json({ message: 'Not signed in.' }, 401),
      'POST /auth/login': () => json({ message: 'Invalid email or password.' }, 401),
      'GET /api/companies/': () => json([], 200),
    });
    const api = createApiClient({ fetch: f, onSessionEnded: ended });
    expect((await api.get('/auth/login')).status).toBe(401);
    expect((await api.postJson('/auth/login', { email: 'a', password: 'b' })).status).toBe(401);
    expect((await api.get('/api/companies/')).status).toBe(200);
    expect(ended).not.toHaveBeenCalled();
    const answer = await api.get('/api/stores/');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required.' } });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('reportSessionEnded reaches every subscriber until it unsubscribes', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = onSessionEnded(a);
    const offB = onSessionEnded(b);
    reportSessionEnded();
    offA();
    reportSessionEnded();
    offB();
    reportSessionEnded();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });
});
