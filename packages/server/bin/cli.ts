// Shared bits of the command-line tools: flags and opening the configured database.
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateAtStart } from '../src/db/migrate';

export function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = args[i + 1];
  return value === undefined || value.startsWith('--') ? '' : value;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function openConfigured() {
  const config = readConfig();
  const database = await openDatabase(config);
  await migrateAtStart(database);
  return { config, database };
}
