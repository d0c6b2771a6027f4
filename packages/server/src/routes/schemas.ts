// Every route declares its answers: the success schema(s) from the domain's contract, and the one
// error shape for every 4xx and 5xx (a test walks the routes and fails on one without).
import { errorResponseSchema } from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { z } from 'zod';

/** The route's success answers by status, and `{error:{code,message}}` for any 4xx and 5xx. */
export function answers<T extends Record<number, ZodType>>(ok: T) {
  return { ...ok, '4xx': errorResponseSchema, '5xx': errorResponseSchema };
}

/** An answer with no body (204, a redirect). */
export const noBody = z.null().describe('No body');

/**
 * A route's check that does not depend on the body (who is asking), run before the body is validated
 * so its refusal comes first: a route's `preValidation` hook.
 */
export const beforeBody =
  (check: (request: FastifyRequest) => unknown) =>
  async (request: FastifyRequest): Promise<void> => {
    check(request);
  };
