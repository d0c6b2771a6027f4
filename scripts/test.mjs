// `npm test`: everything, in one run. Each step runs even when an earlier one failed, and the run
// ends with one plain line `N passed, N failed` summed over every step and every Vitest project
// (typecheck, lint and the Storybook build count as one check each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const totals = { passed: 0, failed: 0 };
// What failed, named again just before the closing line (a CI log often keeps only its tail).
const failures = [];
// Each step's wall time, listed before the closing line (where CI's time goes).
const timings = [];
const runStarted = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`  ${name}: ${seconds(performance.now() - started)}`);
  return result.status === 0;
}

/** The first three non-empty lines of a test's first failure message, indented under its name. */
function why(messages = []) {
  const lines = stripVTControlCharacters(messages[0] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  return lines.map((l) => `\n      ${l.slice(0, 300)}`).join('');
}

function check(name, command, args) {
  const ok = step(name, command, args);
  totals[ok ? 'passed' : 'failed']++;
  if (!ok) failures.push(name);
}

ensureChromium();
const postgres = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres();
timings.push(`  Chromium and PostgreSQL ready: ${seconds(performance.now() - runStarted)}`);
try {
  check('typecheck', 'node', ['scripts/typecheck.mjs']);
  check('lint', 'npx', ['biome', 'check', '.']);

  const resultsDir = path.join(root, '.vitest-results');
  const resultsFile = path.join(resultsDir, 'results.json');
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const vitestOk = step(
    'vitest (every project)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`],
    postgres ? { TEST_DATABASE_URL: postgres.url } : {},
  );
  if (existsSync(resultsFile)) {
    const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    // A file that fails before any test runs (import error, crash) counts as one failure.
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      // With the first lines of why (a CI log often keeps only its tail, and a flaky failure is
      // worth nothing without its message).
      for (const test of failed) failures.push(`${where} > ${test.fullName}${why(test.failureMessages)}`);
      if (file.status === 'failed' && failed.length === 0) {
        totals.failed++;
        failures.push(`${where} (${(file.message ?? 'failed before its tests ran').split('\n')[0]})`);
      }
    }
    if (!vitestOk && report.numFailedTests === 0 && report.numFailedTestSuites === 0) {
      totals.failed++;
      failures.push('vitest exited with an error after every test passed');
    }
  } else {
    totals.failed++;
    failures.push('vitest wrote no results');
  }

  check('storybook build (smoke)', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);

  // Every story's screenshot against visual-baselines/, on the build above (scripts/visual.mjs; the
  // report: test-artifacts/visual/index.html). One check.
  check('visual baselines', 'node', ['scripts/visual.mjs', '--no-build']);
} finally {
  postgres?.stop();
}

console.log(`\nTime per step (${seconds(performance.now() - runStarted)} in all):\n${timings.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
