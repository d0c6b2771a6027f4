// Shared bits of the command-line tools: flags and opening the configured database.
import { type Config, readConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateAtStart } from '../src/db/migrate';
import { readLiveBackupEndpoint } from '../src/plugins/liveBackup';

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

/** The embedded database has one owner: a command that writes it refuses while its server runs. */
export function refuseWhileServed(config: Config, what: string): void {
  if (config.databaseUrl) return;
  const server = readLiveBackupEndpoint(config.dataDir);
  if (server) fail(`A server (pid ${server.pid}) runs on ${config.dataDir}: stop it before ${what}.`);
}

export async function openConfigured(what = 'writing to its database') {
  const config = readConfig();
  refuseWhileServed(config, what);
  const database = await openDatabase(config);
  await migrateAtStart(database);
  return { config, database };
}
