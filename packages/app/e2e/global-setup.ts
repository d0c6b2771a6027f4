// Runs once per e2e run: builds the app the server serves, then lets a fresh server seed the demo
// data into a template DATA_DIR. Each test file copies the template, so every file gets a fresh,
// already-seeded database without paying for the seeding again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const buildStart = performance.now();
  // Vitest runs with NODE_ENV=test, which a child Vite build would inherit and then bundle React's
  // development build: test what `npm start` serves, the production build.
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/app'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`app build failed:\n${build.stdout}\n${build.stderr}`);
  console.log(`[e2e] app built in ${Math.round(performance.now() - buildStart)} ms`);

  const templateDataDir = mkdtempSync(path.join(tmpdir(), 'store-ops-e2e-template-'));
  const server = await startServer({ dataDir: templateDataDir, logName: 'template-seed' });
  console.log(`[e2e] fresh server (migrate + seed demo data) healthy in ${Math.round(server.startupMs)} ms`);
  await server.stop();
  project.provide('templateDataDir', templateDataDir);

  return () => rmSync(templateDataDir, { recursive: true, force: true });
}
