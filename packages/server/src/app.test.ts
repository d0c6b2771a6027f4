import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { STAFF, useTestApp } from '../test/helpers';

const staticDir = mkdtempSync(path.join(tmpdir(), 'store-ops-static-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Store Ops</title>');
writeFileSync(path.join(staticDir, 'asset.txt'), 'static bytes');
// The first bytes of an ICO (reserved 0, type 1 = icon, one image) and a small SVG, as the build writes them.
const ico = Buffer.from([0, 0, 1, 0, 1, 0]);
writeFileSync(path.join(staticDir, 'favicon.ico'), ico);
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';
writeFileSync(path.join(staticDir, 'favicon.svg'), svg);
const script = 'export const answer = 42;\n'.repeat(100);
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'assets/index-BYo66v88.js'), script);
writeFileSync(path.join(staticDir, 'assets/index-BYo66v88.js.gz'), gzipSync(script));
// A source map left in the build (the app bench builds them, then deletes them): never served.
writeFileSync(
  path.join(staticDir, 'assets/index-BYo66v88.js.map'),
  '{"version":3,"sources":["src/main.tsx"]}',
);

describe('http app', () => {
  const env = useTestApp({ staticDir });

  it('answers liveness (/healthz) and readiness (/readyz: the database answers)', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const ready = await env.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the app shell for client routes (history fallback)', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/settings', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Store Ops</title>');
  });

  it("serves the app shell for any page the build has no renderer for, the blog's too", async () => {
    const page = async (url: string) =>
      /<title>(.*)<\/title>/.exec(
        (await env.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body,
      )?.[1];
    expect(await page('/blog')).toBe('Store Ops');
    expect(await page('/blog/welcome-to-store-ops?ref=mail')).toBe('Store Ops');
    expect(await page('/blog/a/b')).toBe('Store Ops');
    expect(await page('/blogs')).toBe('Store Ops');
    expect(await page('/chat')).toBe('Store Ops');
  });

  it('sends a hashed asset pre-compressed and cacheable for a year; the shell is revalidated', async () => {
    const gz = await env.app.inject({
      method: 'GET',
      url: '/assets/index-BYo66v88.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await env.app.inject({ method: 'GET', url: '/assets/index-BYo66v88.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/settings', '/index.html', '/asset.txt']) {
      const res = await env.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never serves a source map, even one left in the build: 404', async () => {
    for (const accept of ['*/*', 'text/html', 'application/json']) {
      const res = await env.app.inject({
        method: 'GET',
        url: '/assets/index-BYo66v88.js.map',
        headers: { accept },
      });
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: { code: 'not_found', message: 'Not found' } },
      ]);
    }
  });

  it("answers /favicon.ico and /favicon.svg with the build's icons, an image type, cacheable for a day", async () => {
    for (const [url, type, body] of [
      ['/favicon.ico', 'image/vnd.microsoft.icon', ico],
      ['/favicon.svg', 'image/svg+xml', Buffer.from(svg)],
    ] as const) {
      // A browser asks for the icon with an image Accept; a feed reader with none.
      for (const headers of [
        { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
        {},
      ]) {
        const res = await env.app.inject({ method: 'GET', url, headers });
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, type]);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.rawPayload.equals(body)).toBe(true);
      }
    }
  });

  it('serves the shell to curl (Accept */*) and to a client sending no Accept; never for /api or /auth', async () => {
    for (const headers of [
      { accept: '*/*' },
      {},
      { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    ]) {
      for (const url of ['/chat', '/stores/12', '/login', '/']) {
        const res = await env.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<title>Store Ops</title>');
      }
      for (const url of ['/api/nope', '/api/stores/12/x', '/auth/nope', '/api']) {
        const res = await env.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
      }
    }
    // A client that asks for JSON only gets the JSON 404, as does any other method.
    const json = await env.app.inject({
      method: 'GET',
      url: '/chat',
      headers: { accept: 'application/json' },
    });
    expect([json.statusCode, json.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: 'Not found' } },
    ]);
    const post = await env.app.inject({ method: 'POST', url: '/chat', headers: { accept: '*/*' } });
    expect(post.statusCode).toBe(404);
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

  it('keeps the session-hint cookie true to the session on every page load, never on assets', async () => {
    const page = (url: string, cookie?: string) =>
      env.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const setCookies = (res: Awaited<ReturnType<typeof page>>) => {
      const raw = res.headers['set-cookie'];
      return Array.isArray(raw) ? raw : raw ? [raw] : [];
    };
    const sid = await env.login(STAFF);
    for (const url of ['/', '/login', '/chat', '/stores/3']) {
      // A session without the hint (made in another tab, restored from the cookie): the hint is set.
      const signedIn = await page(url, sid);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toContain('<title>Store Ops</title>');
      expect(setCookies(signedIn)).toHaveLength(1);
      expect(setCookies(signedIn)[0]).toMatch(/^session_hint=1; Max-Age=43200; Path=\/; SameSite=Lax$/);
      // Session and hint agree: nothing to set.
      expect(setCookies(await page(url, `${sid}; session_hint=1`))).toEqual([]);
      // A hint without a live session (it ended on the server): cleared.
      const stale = await page(url, 'sid=ended-session-token-0000000000000; session_hint=1');
      expect(setCookies(stale)).toHaveLength(1);
      expect(setCookies(stale)[0]).toMatch(/^session_hint=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
      // A visitor: nothing.
      expect(setCookies(await page(url))).toEqual([]);
    }
    // Assets never carry a cookie (they are cached for a year).
    const asset = await page('/assets/index-BYo66v88.js', sid);
    expect(asset.statusCode).toBe(200);
    expect(setCookies(asset)).toEqual([]);
  });
});
