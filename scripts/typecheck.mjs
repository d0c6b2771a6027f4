// Type-checks the root config files and every package with the one shared base config.
import { spawnSync } from 'node:child_process';

const projects = [
  '.',
  'packages/domain',
  'packages/machines',
  'packages/ui',
  'packages/app',
  'packages/server',
];
let failed = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
if (failed > 0) {
  console.error(`typecheck: ${failed} of ${projects.length} projects failed`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
