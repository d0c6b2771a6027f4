import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';

function appWithShell() {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'store-ops-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Store Ops</title>');
  return createApp({ config: { ...readConfig({}), staticDir } });
}

describe('http app', () => {
  it('answers the health check', async () => {
    const app = await appWithShell();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the app shell for client routes (history fallback)', async () => {
    const app = await appWithShell();
    const res = await app.inject({ method: 'GET', url: '/settings', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Store Ops</title>');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await appWithShell();
    const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});
