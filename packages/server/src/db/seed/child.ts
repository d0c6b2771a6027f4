// Seeds the configured embedded database from a child process (bin/seed.ts, `npm run seed`), with this
// process's environment and Node flags (the TypeScript loader among them).
import { spawn } from 'node:child_process';
import path from 'node:path';

const SEED_SCRIPT = path.resolve(import.meta.dirname, '../../../bin/seed.ts');

/** Runs `npm run seed`'s script and resolves when it has exited 0 (its output goes to ours). */
export function seedInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, SEED_SCRIPT], {
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`seeding failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
