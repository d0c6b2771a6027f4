import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, repoRoot, waitHealthy } from '../../../bench/process';
import { FIRST_ADMIN_HINT, isLoopback, shouldSeedDemo } from './policy';

describe('demo seeding policy', () => {
  it('recognises loopback interfaces only', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]'].map(isLoopback)).toEqual(
      Array(6).fill(true),
    );
    expect(
      ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.com', '127.0.0.1.evil', ''].map(isLoopback),
    ).toEqual(Array(7).fill(false));
  });

  it('seeds the embedded database on loopback outside production; anything else only with --demo', () => {
    const base = { kind: 'pglite' as const, host: '127.0.0.1', production: false, demoFlag: false };
    expect(shouldSeedDemo(base)).toBe(true);
    expect(shouldSeedDemo({ ...base, host: '0.0.0.0' })).toBe(false);
    expect(shouldSeedDemo({ ...base, production: true })).toBe(false);
    expect(shouldSeedDemo({ ...base, kind: 'postgres' })).toBe(false);
    expect(
      shouldSeedDemo({ ...base, host: '0.0.0.0', production: true, kind: 'postgres', demoFlag: true }),
    ).toBe(true);
  });
});

describe('the server entry on an empty embedded database (src/server.ts)', () => {
  it('in production seeds nothing, says how to create the first admin, and the demo password signs no one in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-ops-empty-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(dataDir, 'no-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    try {
      await waitHealthy(base, child);
      expect(out.split('\n')).toContain(FIRST_ADMIN_HINT);
      expect(out).not.toContain('demo-password');
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
      });
      expect(login.status).toBe(401);
    } finally {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
