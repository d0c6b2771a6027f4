// The one error style of the API: every 4xx and 5xx answer is `{ error: { code, message } }` (plus,
// on a few spec routes, the legacy field the browser reads: see routes/auth). Installed by createApp,
// and by tests that mount a feature's routes on a bare Fastify instance.
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

export const ERROR_MESSAGES = {
  badJson: 'Malformed JSON body.',
  tooLarge: 'The request body is too large.',
  unsupportedMedia: 'Send JSON (application/json).',
  rateLimited: 'Too many requests. Try again later.',
  badUrl: 'The address is not valid (bad percent-encoding).',
  badRequest: 'Bad request.',
  nul: 'it must not contain a NUL character.',
  internal: 'Internal server error.',
  databaseUnavailable: 'The database is not reachable. Try again shortly.',
} as const;

/** Node's network errors and PostgreSQL's connection failures (SQLSTATE class 08, shutdowns 57P01-03). */
const CONNECTION_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[123])$/;
/** node-postgres' own words for a connection that broke or could not be made in time. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** True when an error means the database cannot be reached (the request may succeed later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && CONNECTION_CODES.test(code)) ||
    (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) ||
    (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable))
  );
}

/**
 * Errors Fastify raises before routing (a URL that does not decode): `frameworkErrors` in the
 * Fastify options, so they get the same shape.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (_error, _request, reply) => {
  // FST_ERR_BAD_URL (and Fastify's other pre-routing errors): always a client's bad address.
  const raw = reply as unknown as {
    code(n: number): typeof raw;
    type(t: string): typeof raw;
    header(name: string, value: string): typeof raw;
    send(s: string): void;
  };
  // Sent before routing, so the hooks (and their Cache-Control) do not run: set here.
  raw
    .code(400)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: { code: 'bad_url', message: ERROR_MESSAGES.badUrl } }));
};

interface Field {
  value: unknown;
  key: string;
  parent: Field | null;
}
/** `a.0.b`, cut to a readable length (a NUL in a key shown escaped). */
function fieldPath(field: Field): string {
  const keys: string[] = [];
  for (let at: Field | null = field; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.').replaceAll('\u0000', '\\u0000').slice(0, 100);
}

/**
 * Where the first NUL character is in a parsed body, query or params: the field's path (`0.msg`; `''`
 * for the value itself), or null. PostgreSQL's text and jsonb cannot hold a NUL. Walked without
 * recursion, paths built only for the answer: a deeply nested body costs linear time.
 */
export function nulField(value: unknown): string | null {
  const stack: Field[] = [{ value, key: '', parent: null }];
  for (let field = stack.pop(); field; field = stack.pop()) {
    const item = field.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return fieldPath(field);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      const badKey = entries.find(([key]) => key.includes('\u0000'));
      if (badKey) return fieldPath({ value: badKey[1], key: badKey[0], parent: field });
      // Pushed last to first: the first field in the request is the one named.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key, parent: field });
      }
    }
  }
  return null;
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request.';
  const where = error.validationContext ?? 'request';
  const path = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return `Invalid ${where}${path ? ` field ${path}` : ''}: ${first.message ?? 'invalid value'}`;
}

/**
 * The API's conventions on an instance: zod schemas validate requests and answers (each route's
 * contract), JSON bodies only (an empty body is no body; malformed JSON is a 400), and the one error
 * handler.
 */
export function installApiStyle(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'bad_json', ERROR_MESSAGES.badJson), undefined);
    }
  });

  // A NUL in any text a client sends (a field, a key, the query, the path) is a 400 naming where, before
  // a route reads it: checked here once for every route, whatever its schema.
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(parts)) {
      const field = nulField(value);
      if (field !== null)
        throw new HttpError(
          400,
          'bad_request',
          `Invalid ${where}${field ? ` field ${field}` : ''}: ${ERROR_MESSAGES.nul}`,
        );
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.status)
        .send({ error: { code: error.code, message: error.message }, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply.code(400).send({ error: { code: 'bad_request', message: validationMessage(error) } });
    }
    if (status === 413)
      return reply.code(413).send({ error: { code: 'too_large', message: ERROR_MESSAGES.tooLarge } });
    if (status === 415) {
      return reply
        .code(415)
        .send({ error: { code: 'unsupported_media_type', message: ERROR_MESSAGES.unsupportedMedia } });
    }
    if (status === 429) {
      // `message` beside `error`: POST /auth/login's failures carry it.
      return reply.code(429).send({
        message: ERROR_MESSAGES.rateLimited,
        error: { code: 'rate_limited', message: ERROR_MESSAGES.rateLimited },
      });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: 'bad_request', message: ERROR_MESSAGES.badRequest } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: { code: 'database_unavailable', message: ERROR_MESSAGES.databaseUnavailable } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'internal', message: ERROR_MESSAGES.internal } });
  });
}
