// How the assistant's routes read a request and name a failure.
import { LLM_STREAM_ACCEPT } from '@store-ops/domain';
import type { FastifyBaseLogger, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../../errors';
import { GatewayError } from '../../llm/gateway';
import { ProviderError, ReplyAborted } from '../../llm/provider';

/** The request asks for a stream (`Accept: text/event-stream`, alone or among others). */
export function wantsStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.split(',').some((type) => type.split(';')[0]?.trim().toLowerCase() === LLM_STREAM_ACCEPT);
}

/** A body the schema refuses: its first three problems, each at its field's path (`0.msg`). */
export function bodyRefused(issues: readonly FastifySchemaValidationError[]): HttpError {
  const first = issues.slice(0, 3).map((i) => {
    const path = i.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return path ? `${path}: ${i.message}` : (i.message ?? '');
  });
  const message = `The request must be a JSON list of {user: 'system' | 'user', msg}. ${first.join('; ')}`;
  return new HttpError(400, 'bad_request', message);
}

/** A chat that failed: what it answers (the status, code and message), logged when it is the server's fault. */
export function chatFailure(
  err: unknown,
  log: FastifyBaseLogger,
): { status: number; code: string; message: string } {
  if (err instanceof ReplyAborted)
    return { status: 500, code: 'stopped', message: 'The client stopped the reply.' };
  if (err instanceof GatewayError) return { status: err.status, code: err.code, message: err.message };
  if (err instanceof ProviderError) {
    log.warn({ code: err.code, status: err.status, detail: err.message }, 'model provider failed');
    return { status: 502, code: err.code, message: err.publicMessage };
  }
  log.error({ err }, 'llm chat failed');
  return { status: 500, code: 'internal', message: 'The assistant failed on the server.' };
}
