// The per-caller rate of POST /api/import: at most `perMinute` requests of one user or one service
// token in any 60 s (dry runs and refused ones count: each is parsed), counted in the database so every
// process shares it. The caller's row lock serialises its admissions across processes.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { type Admission, minuteWindow, windowStart } from './minuteWindow';

export type ImportCaller = { userId: number } | { tokenId: number };

export async function admitImport(
  db: Kysely<DB>,
  caller: ImportCaller,
  now: Date,
  perMinute: number,
): Promise<Admission> {
  return db.transaction().execute(async (trx) => {
    const since = windowStart(now);
    let recent = trx
      .selectFrom('import_requests')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('oldest')])
      .where('at', '>', since);
    if ('userId' in caller) {
      await trx.selectFrom('users').select('id').where('id', '=', caller.userId).forUpdate().execute();
      recent = recent.where('user_id', '=', caller.userId);
    } else {
      await trx
        .selectFrom('service_tokens')
        .select('id')
        .where('id', '=', caller.tokenId)
        .forUpdate()
        .execute();
      recent = recent.where('token_id', '=', caller.tokenId);
    }
    const { n, oldest } = await recent.executeTakeFirstOrThrow();
    const admission = minuteWindow(Number(n), oldest as Date | string | null, now, perMinute);
    if (!admission.ok) return admission;
    await trx
      .insertInto('import_requests')
      .values({
        user_id: 'userId' in caller ? caller.userId : null,
        token_id: 'tokenId' in caller ? caller.tokenId : null,
        at: now,
      })
      .execute();
    return { ok: true };
  });
}
