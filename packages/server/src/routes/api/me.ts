// The signed-in user's own settings: PUT /api/me/settings merges a change into
// `users.settings` (a JSON string; other keys kept) and answers the whole string, as GET /auth/login
// then carries it. "Me" is whose screen it is: the impersonated user while an admin impersonates.
import {
  mergeUserSettings,
  userSettingsOf,
  userSettingsResponseSchema,
  userSettingsUpdateSchema,
} from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { AUTH_MESSAGES, effectiveUserId, requireUser } from '../../plugins/auth';
import { lockUserSettings, saveUserSettings } from '../../services/userAccounts';
import { answers } from '../schemas';
import { auditedWriter } from './writes';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = auditedWriter(app.ctx);

  app.put(
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
        const before = await lockUserSettings(trx, userId);
        if (before === undefined) throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.signIn);
        const settings = mergeUserSettings(before, request.body);
        await saveUserSettings(trx, userId, settings);
        return {
          id: userId,
          before: userSettingsOf(before),
          after: userSettingsOf(settings),
          result: { settings },
        };
      });
    },
  );
};
