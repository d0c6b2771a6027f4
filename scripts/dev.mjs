// `npm run dev`: the API server on API_PORT (default 3001) and Vite with hot reload on PORT
// (default 5173), which proxies /api, /auth, /healthz and the blog's pages (/blog, /blog/{slug}, the
// feed, and the build's /assets they name) to the API server. The server renders the blog with the
// app build's renderer: without one (packages/app/dist/.ssr/publicPages.js) the app is built first;
// `npm run build` again shows later changes to the blog's screens.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const renderer = path.join(root, 'packages/app/dist/.ssr/publicPages.js');
if (!process.env.STATIC_DIR && !existsSync(renderer)) {
  console.log('[dev] no build of the app yet: building it once, for the blog pages the server renders');
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/app'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'packages/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173',
    },
  }),
  spawn('npx', ['vite', '--configLoader', 'runner'], {
    cwd: path.join(root, 'packages/app'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
