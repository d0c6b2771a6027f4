// The benches' server processes: the real entry (src/server.ts) on a free loopback port.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Milliseconds until `/healthz` answers (the child must not exit first; 180 s at most). */
export async function waitHealthy(base: string, child: ChildProcess): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return Date.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not healthy after 180 s');
}

export interface BenchServer {
  base: string;
  child: ChildProcess;
  readyMs: number;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

/** Starts src/server.ts with `env` on a free port; `args` e.g. ['--demo']. */
export async function startBenchServer(
  env: Record<string, string>,
  args: string[] = [],
): Promise<BenchServer> {
  const port = await freePort();
  // BENCH_NODE_ARGS: extra node flags for the server processes, e.g. `--cpu-prof --cpu-prof-dir=DIR`.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'packages/server/src/server.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const readyMs = await waitHealthy(base, child);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, child, readyMs, stop };
}

/** Signs in and answers the session cookie (`sid=...`). */
export async function signIn(base: string, email: string, password = 'demo-password'): Promise<string> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A process's resident memory in MB (Linux: /proc/PID/status VmRSS). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Samples `pid`'s RSS every 250 ms until `stop()`, which answers the peak in MB. */
export function sampleRss(pid: number | undefined): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/**
 * Where a process's resident memory is (Linux /proc/PID/smaps), in MB: `wasm` is the largest anonymous
 * mapping (PGlite's WebAssembly memory: one reservation of gigabytes whose touched pages are resident;
 * it never shrinks), `otherAnon` the rest of the anonymous memory (V8's heap, malloc: the process's own
 * objects and caches), `file` what is mapped from files (node, its libraries, code).
 */
export function memoryBreakdown(pid: number | undefined): {
  total: number;
  wasm: number;
  otherAnon: number;
  file: number;
} {
  if (pid === undefined)
    return { total: Number.NaN, wasm: Number.NaN, otherAnon: Number.NaN, file: Number.NaN };
  const mappings: { anon: boolean; rssKb: number }[] = [];
  let current: { anon: boolean; rssKb: number } | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      // Inode 0 and no path (or a bracketed name such as [heap]): anonymous memory.
      current = { anon: header[1] === '0' && !header[2]?.startsWith('/'), rssKb: 0 };
      mappings.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rssKb = Number(rss[1]);
  }
  const mb = (kb: number) => kb / 1024;
  const anon = mappings.filter((m) => m.anon).map((m) => m.rssKb);
  const wasm = Math.max(0, ...anon);
  const anonTotal = anon.reduce((a, b) => a + b, 0);
  const fileTotal = mappings.filter((m) => !m.anon).reduce((a, m) => a + m.rssKb, 0);
  return {
    total: mb(anonTotal + fileTotal),
    wasm: mb(wasm),
    otherAnon: mb(anonTotal - wasm),
    file: mb(fileTotal),
  };
}

/** `memoryBreakdown` as one line. */
export function describeMemory(pid: number | undefined): string {
  const m = memoryBreakdown(pid);
  return `${m.total.toFixed(0)} MB: PGlite's WebAssembly memory ${m.wasm.toFixed(0)} MB, other anonymous (V8 heap, malloc) ${m.otherAnon.toFixed(0)} MB, mapped files ${m.file.toFixed(0)} MB`;
}

/** CPU time (user + system) a process has used, in ms (Linux /proc/PID/stat, clock ticks of 10 ms). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
