// `npm run dev`: the API server on API_PORT (default 3001) and Vite with hot reload on PORT
// (default 5173), which proxies /api, /auth and /healthz to the API server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
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
