// `npm start`: builds the app if its sources are newer than the build, then starts the server,
// which serves the built app and the API on http://localhost:3000 (PORT, HOST override).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'packages/app/dist/index.html');
const sources = ['packages/app', 'packages/ui/src', 'packages/machines/src', 'packages/domain/src'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(built) || sources.some((dir) => newestMtime(path.join(root, dir)) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/app'], {
    cwd: root,
    stdio: 'inherit',
    // The production build whatever the shell's NODE_ENV (a development value would bundle React's dev build).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'packages/server/src/server.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
