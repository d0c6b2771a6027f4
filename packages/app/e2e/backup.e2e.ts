// `npm run backup` while the embedded database's server runs: the dump comes from that server (its
// data directory has one owner), restores into a new data directory, and a server there answers the
// same stores and store-day. Writing commands refuse the running server's directory.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDate } from './flows';
import { ADMIN_EMAIL, DEMO_PASSWORD } from './harness';
import { type RunningServer, repoRoot, startServer } from './server';

const dirs: string[] = [];
const newDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `store-ops-e2e-backup-${name}-`));
  dirs.push(dir);
  return dir;
};
let live: RunningServer;
let liveDir: string;
let restored: RunningServer | undefined;

beforeAll(async () => {
  liveDir = newDir('live');
  cpSync(inject('templateDataDir'), liveDir, { recursive: true });
  live = await startServer({ dataDir: liveDir, logName: 'backup-live' });
});

afterAll(async () => {
  await live?.stop();
  await restored?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm run <script> -- args` with DATA_DIR: its exit code and output. */
function npmRun(script: string, args: string[], dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: repoRoot },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What a signed-in admin gets from the routes a restored database must answer the same. */
async function answers(server: RunningServer) {
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = /(?:^|,\s*)(sid=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const get = async (pathname: string) => {
    const res = await fetch(`${server.url}${pathname}`, { headers: { cookie } });
    expect(res.status, pathname).toBe(200);
    return res.text();
  };
  const stores = await get('/api/stores/');
  const storeId = (JSON.parse(stores) as Array<{ id: number }>)[0]?.id;
  const day = localDate(-2);
  return { stores, storeDay: await get(`/api/csvproxy?start=${day}&end=${day}&store_id=${storeId}`) };
}

describe('npm run backup while the embedded database is served', () => {
  it('dumps through the running server; the dump restores into a new data directory that serves the same', async () => {
    const endpointFile = path.join(liveDir, 'store-ops-server.json');
    const { pid } = JSON.parse(readFileSync(endpointFile, 'utf8')) as { pid: number };
    const expected = await answers(live);
    const file = path.join(newDir('file'), 'store-ops.jsonl');

    const backup = await npmRun('backup', [file], liveDir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(`^Backed up .+ \\(through its running server, pid ${pid}\\): \\d+ tables, \\d+ rows to `),
    );
    // The server still serves what it served.
    expect(await answers(live)).toEqual(expected);

    const refused = await npmRun('restore', [file, '--force'], liveDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `A server (pid ${pid}) runs on ${liveDir}: stop it before restoring into it.\n`,
    );

    const restoredDir = newDir('restored');
    const restore = await npmRun('restore', [file], restoredDir);
    expect(restore.code, restore.stderr).toBe(0);
    restored = await startServer({ dataDir: restoredDir, logName: 'backup-restored' });
    expect(await answers(restored)).toEqual(expected);

    await live.stop();
    expect(existsSync(endpointFile)).toBe(false);
    // Three commands and two server starts: a hang, not speed, ends it (a restore is ~7 s when quiet).
  }, 480_000);
});
