// GET /api/ops/backup: the whole database as `npm run backup` writes it, for that command while the
// embedded database's server runs (its data directory has one owner: this process). The server writes
// where to ask and a random token beside its data (LIVE_BACKUP_FILE, mode 0600: whoever may read the
// data may read the token); the caller sends the token in BACKUP_TOKEN_HEADER from this machine.
// Anyone else gets the 404 an unknown path gets.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { dumpDatabase } from '../db/backup';
import type { Database } from '../db/connect';
import { notFound } from '../errors';
import { answers } from '../routes/schemas';
import { isLoopback } from './metrics';

export const LIVE_BACKUP_PATH = '/api/ops/backup';
export const BACKUP_TOKEN_HEADER = 'x-store-ops-backup-token';
/** In DATA_DIR while its server runs: `LiveBackupEndpoint` as JSON. */
export const LIVE_BACKUP_FILE = 'store-ops-server.json';

/** Where a running server answers its live backup, and the token it wants. */
export interface LiveBackupEndpoint {
  pid: number;
  url: string;
  token: string;
}

export interface LiveBackupOptions {
  database: Pick<Database, 'db' | 'kind'>;
  token: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A new token: 256 random bits. */
export const newBackupToken = () => randomBytes(32).toString('base64url');

export const liveBackupPlugin = fp<LiveBackupOptions>(
  async (app: FastifyInstance, { database, token }) => {
    const expected = sha256(token);
    // From this machine (loopback, or the server's own address), never relayed by a proxy.
    const allowed = (request: FastifyRequest) => {
      const given = request.headers[BACKUP_TOKEN_HEADER];
      const socket = request.socket;
      return (
        typeof given === 'string' &&
        timingSafeEqual(sha256(given), expected) &&
        (isLoopback(socket.remoteAddress) || socket.remoteAddress === socket.localAddress) &&
        request.headers['x-forwarded-for'] === undefined &&
        request.headers.forwarded === undefined
      );
    };
    const dump = z.string().describe("JSON lines: db/backup.ts's dump format");
    app.get(LIVE_BACKUP_PATH, { schema: { response: answers({ 200: dump }) } }, async (request, reply) => {
      if (!allowed(request)) throw notFound();
      const out = new PassThrough();
      reply.type('application/x-ndjson').send(out);
      // The dump streams as it is read; the handler lasts as long (a shutdown's drain waits for it).
      // The caller checks the last line (`{"end": tables}`): a dump cut short is never a whole one.
      try {
        await dumpDatabase(database, async (line) => {
          if (out.destroyed) throw new Error('the caller went away');
          if (!out.write(line)) await writable(out);
        });
        out.end();
      } catch (err) {
        request.log.error({ err }, 'live backup failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      }
      return reply;
    });
  },
  { name: 'store-ops-live-backup' },
);

/** Resolves when `out` takes more, rejects when it closes first (the caller went away). */
function writable(out: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      out.off('drain', onDrain);
      reject(new Error('the caller went away'));
    };
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

/** Writes the endpoint file (mode 0600) for `npm run backup`; answers its remover. */
export function writeLiveBackupEndpoint(dataDir: string, endpoint: LiveBackupEndpoint): () => void {
  const file = path.join(dataDir, LIVE_BACKUP_FILE);
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The endpoint of the server running on `dataDir`, or null (none, or its process is gone). */
export function readLiveBackupEndpoint(dataDir: string): LiveBackupEndpoint | null {
  let endpoint: LiveBackupEndpoint;
  try {
    endpoint = JSON.parse(readFileSync(path.join(dataDir, LIVE_BACKUP_FILE), 'utf8'));
  } catch {
    return null;
  }
  try {
    process.kill(endpoint.pid, 0);
  } catch (err) {
    // EPERM: the process exists (another user's); anything else: it is gone.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return endpoint;
}
