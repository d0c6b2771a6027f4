// The one way a route writes rows: in a transaction, audited (who, as whom, what, before and after),
// with optimistic versions (a stale one is 409 with the current row) and database refusals turned
// into 4xx. The admin grids and the prompt library use it.
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { audit } from '../../audit';
import type { DB } from '../../db/types';
import { HttpError } from '../../errors';
import type { Scope } from '../../services/scope';
import type { AppContext } from '../context';

export const conflict = (message: string, current?: unknown) =>
  new HttpError(409, 'conflict', message, current === undefined ? {} : { current });
export const stale = (current: unknown) =>
  conflict('This row was changed by someone else. Reload it and try again.', current);

/** Unique and foreign-key violations become 409 / 400 instead of 500s. */
function translateDbError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23505') throw conflict('A row with the same unique value already exists.');
  if (code === '23503')
    throw new HttpError(
      409,
      'conflict',
      'The row refers to, or is referred to by, rows that do not allow this change.',
    );
  if (code === '23514' || code === '22P02' || code === '22003')
    throw new HttpError(400, 'bad_request', 'A value is out of range.');
  throw error;
}

export interface WriteContext {
  trx: Transaction<DB>;
  scope: Scope;
  request: FastifyRequest;
}

/** `write(request, entity, action, run)`: runs one audited write in a transaction. */
export function auditedWriter(ctx: AppContext) {
  const { db, clock } = ctx;
  return async function write<T>(
    request: FastifyRequest,
    entity: string,
    action: 'create' | 'update' | 'delete',
    run: (w: WriteContext) => Promise<{ id: number; before?: unknown; after?: unknown; result: T }>,
  ): Promise<T> {
    const scope = await ctx.scopeOf(request);
    try {
      const result = await db.transaction().execute(async (trx) => {
        const out = await run({ trx, scope, request });
        await audit(trx, {
          at: clock(),
          action,
          actorUserId: request.auth?.originalUser?.id ?? request.auth?.user.id ?? null,
          asUserId: request.auth?.user.id ?? null,
          entity,
          entityId: out.id,
          before: out.before ?? null,
          after: out.after ?? null,
          ip: request.ip,
        });
        return out.result;
      });
      ctx.invalidate();
      return result;
    } catch (error) {
      ctx.invalidate();
      if (error instanceof HttpError) throw error;
      translateDbError(error);
    }
  };
}
