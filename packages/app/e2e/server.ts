// Starts the real server (the same entry `npm start` runs) on a free loopback port with its own
// DATA_DIR, and stops it. Used by the e2e global setup and by every e2e file and the bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const artifactsDir = path.join(repoRoot, 'test-artifacts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Milliseconds from spawn to the first healthy /healthz (includes seeding on a fresh DATA_DIR). */
  startupMs: number;
  /** SIGTERM, then SIGKILL after 10 s: the exit code (null when it had to be killed), once exited. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  dataDir: string;
  /** Where the server's stdout/stderr go (a file under test-artifacts/), for failure diagnosis. */
  logName: string;
  timeoutMs?: number;
  env?: Record<string, string>;
  /** A port of the caller's (a proxy in front names it); a free one otherwise. */
  port?: number;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer({
  dataDir,
  logName,
  timeoutMs = 240_000,
  env = {},
  ...rest
}: StartOptions) {
  const port = rest.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(path.join(artifactsDir, 'logs'), { recursive: true });
  const logPath = path.join(artifactsDir, 'logs', `${logName}.log`);
  const log = createWriteStream(logPath);
  const started = performance.now();
  // --demo: the server runs as in production (NODE_ENV below), where only --demo seeds the demo world.
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts', '--demo'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    // The IPC channel carries one message: 'ready', once the server serves (src/server.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 11_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    return child.exitCode;
  };

  // Its 'ready' message, its exit, or the deadline: whichever comes first.
  const outcome = await new Promise<'ready' | 'exited' | 'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    const settle = (what: 'ready' | 'exited') => {
      clearTimeout(timer);
      resolve(what);
    };
    child.on('message', (message) => {
      if (message === 'ready') settle('ready');
    });
    child.once('exit', () => settle('exited'));
  });
  if (outcome === 'exited') {
    throw new Error(`server exited with code ${child.exitCode} before it was healthy; see ${logPath}`);
  }
  if (child.connected) child.disconnect();
  const healthy = outcome === 'ready' && (await fetch(`${url}/healthz`).catch(() => null))?.ok === true;
  if (!healthy) {
    await stop();
    throw new Error(
      outcome === 'timeout'
        ? `server not listening within ${timeoutMs} ms; see ${logPath}`
        : `server listening but /healthz not OK; see ${logPath}`,
    );
  }
  const server: RunningServer = { url, port, dataDir, startupMs: performance.now() - started, stop };
  return server;
}
