// A throwaway PostgreSQL for one test run: Debian's server binaries (installed with apt-get when
// missing and running as root), a fresh cluster in a temp dir, a free loopback port, stopped after.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` system user when we are root (postgres refuses root). */
function run(bin, args) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Starts a cluster and returns `{ url, pause, resume, stop }`, or undefined (with the reason printed) when none can run. */
export async function startThrowawayPostgres() {
  let binDir = findBinDir();
  if (!binDir && isRoot) {
    console.log("No PostgreSQL server found; installing Debian's postgresql package...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    binDir = findBinDir();
  }
  if (!binDir) {
    console.log(
      'No PostgreSQL server binaries (Debian package "postgresql"): repository tests run on PGlite only.',
    );
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'storeops',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const start = () =>
    run(path.join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  start();
  run(path.join(binDir, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'storeops',
    'storeops_test',
  ]);
  return {
    url: `postgres://storeops@127.0.0.1:${port}/storeops_test`,
    /** Stops the server as an outage would (clients' connections cut), keeping its data. */
    pause() {
      run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    /** Starts it again after `pause()`, on the same port. */
    resume: start,
    stop() {
      try {
        run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
