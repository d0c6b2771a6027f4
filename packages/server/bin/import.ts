// npm run import -- --store ID --date YYYY-MM-DD FILES...
// Loads CSV exports (sales.csv, samples.csv, timers.csv, actual_labor.csv, scheduled_labor.csv,
// tasks.csv; named by file name) into one store-day. Bad rows are listed with line numbers and nothing
// is written; a re-import of the same store-day replaces its rows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isoDateSchema } from '@store-ops/domain';
import { importStoreDay } from '../src/services/import';
import { fail, flag, openConfigured } from './cli';

const args = process.argv.slice(2);
const storeId = Number(flag(args, 'store'));
const date = flag(args, 'date') ?? '';
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--store' || args[i] === '--date') i++;
  else if (!args[i]?.startsWith('--')) files.push(args[i] as string);
}
if (!Number.isInteger(storeId) || storeId <= 0) fail('--store must be a store id.');
if (!isoDateSchema.safeParse(date).success) fail('--date must be a real date in YYYY-MM-DD form.');
if (files.length === 0) fail('Give at least one CSV file.');

const inputs = files.map((name) => {
  try {
    // npm -w runs this inside packages/server: paths are relative to where the user ran npm.
    return { name, text: readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), name), 'utf8') };
  } catch (error) {
    return fail(`Cannot read ${name}: ${(error as Error).message}`);
  }
});
const { database } = await openConfigured();
try {
  const result = await importStoreDay(database.db, { storeId, date, files: inputs });
  if (!result.ok) {
    for (const p of result.problems)
      console.error(`${p.file}${p.line === null ? '' : `:${p.line}`}: ${p.message}`);
    console.error(
      `Nothing imported (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}).`,
    );
    process.exitCode = 1;
  } else {
    const counts = Object.entries(result.counts).map(([f, n]) => `${f} ${n} rows`);
    console.log(`Imported store ${storeId} on ${date}: ${counts.join(', ')}.`);
  }
} finally {
  await database.close();
}
