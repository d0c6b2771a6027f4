// npm run seed -- [--reset] [--demo]
// Fills an empty database with the deterministic demo world; --reset empties it first. A DATABASE_URL
// database is only ever seeded with --demo. Stop the server first (an embedded database has one owner).
import { isEmpty, resetData, seedDemo } from '../src/db/seed/seed';
import { fail, openConfigured } from './cli';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const { config, database } = await openConfigured();
try {
  if (database.kind === 'postgres' && !args.includes('--demo')) {
    fail('Refusing to seed demo data into DATABASE_URL without --demo.');
  }
  if (reset) await resetData(database.db);
  else if (!(await isEmpty(database.db))) {
    console.log('The database already has data; nothing to do (use --reset to rebuild it).');
    process.exit(0);
  }
  const summary = await seedDemo(database.db, {
    today: new Date().toISOString().slice(0, 10),
    // Each store's today ends at its own local hour (a believable day in progress).
    now: new Date(),
  });
  const where = database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL';
  console.log(`Seeded demo data for ${summary.today} into ${where} in ${summary.ms} ms:`);
  console.log(
    Object.entries(summary.counts)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n'),
  );
  console.log('Accounts: admin@example.com (admin) and staff@example.com, password demo-password.');
} finally {
  await database.close();
}
