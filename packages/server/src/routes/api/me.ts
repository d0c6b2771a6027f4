// The signed-in user's own settings: PUT /api/me/settings merges a change into
// `users.settings` (a JSON string; other keys kept) and answers the whole string, as GET /auth/login
// then carries it. "Me" is whose screen it is: the impersonated user while an admin impersonates.
import {
  mergeUserSettings,
  userSettingsOf,
  userSettingsResponseSchema,
  userSettingsUpdateSchema,
} from '@store-ops/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { AUTH_MESSAGES, effectiveUserId, requireUser } from '../../plugins/auth';
import type { AppContext } from '../context';
import { answers } from '../schemas';
import { auditedWriter } from './writes';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = auditedWriter(ctx);

  r.put(
    '/api/me/settings',
    {
      onRequest: requireUser,
      schema: { body: userSettingsUpdateSchema, response: answers({ 200: userSettingsResponseSchema }) },
    },
    async (request) => {
      const userId = effectiveUserId(request);
      if (userId === null) throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.signIn);
      // Audited and in a transaction like every write; the write also drops the cached sessions, so
      // the next GET /auth/login carries the new string.
      return write(request, 'user_settings', 'update', async ({ trx }) => {
        const row = await trx
          .selectFrom('users')
          .select('settings')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.signIn);
        const settings = mergeUserSettings(row.settings, request.body);
        await trx.updateTable('users').set({ settings }).where('id', '=', userId).execute();
        return {
          id: userId,
          before: userSettingsOf(row.settings),
          after: userSettingsOf(settings),
          result: { settings },
        };
      });
    },
  );
}
