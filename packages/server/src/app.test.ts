import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers';

const staticDir = mkdtempSync(path.join(tmpdir(), 'store-ops-static-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Store Ops</title>');
writeFileSync(path.join(staticDir, 'asset.txt'), 'static bytes');

describe('http app', () => {
  const env = useTestApp({ staticDir });

  it('answers the health check after pinging the database', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the app shell for client routes (history fallback)', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/settings', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Store Ops</title>');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('sends the security headers on every answer, including static files', async () => {
    for (const url of ['/healthz', '/asset.txt', '/settings', '/api/nope']) {
      const res = await env.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
