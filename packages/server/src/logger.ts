// The server's log: JSON lines (pino), one per event, each request's lines with its `requestId`.
// Requests are logged by method, URL, host and addresses only (Fastify's serializers: no headers,
// no bodies); should headers ever be logged, the credentials in them are censored.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
];

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, redact: REDACTED_PATHS, ...(stream ? { stream } : {}) };
}
