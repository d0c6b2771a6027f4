// The context every feature's routes share (`app.ctx`, decorated once), and the session behind each
// request it needs (plugins/auth.ts), with the REQUIRE_ADMIN_MFA gate when that is on.

import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isSecureRequest } from '../auth/cookies';
import { mfaEnrolmentRequired } from '../auth/mfa';
import { deleteSession, SessionCache } from '../auth/sessions';
import type { Config } from '../config';
import type { DB } from '../db/types';
import type { AppContext } from '../routes/context';
import { ProcessCache } from '../services/processCache';
import { StoreDayCache } from '../services/storeDay';
import { installAdminMfaGate, installAuth } from './auth';

export interface ContextOptions {
  config: Config;
  db: Kysely<DB>;
  clock: () => Date;
  /** This process is the database's only client: sessions, scopes and store versions kept in memory. */
  singleProcess: boolean;
}

export const contextPlugin = fp<ContextOptions>(
  async (app, { config, db, clock, singleProcess }) => {
    const sessions = singleProcess ? new SessionCache() : null;
    const processCache = new ProcessCache(singleProcess, config.processCache);
    installAuth(app, {
      secureRequest: (request) => isSecureRequest(config, request),
      cache: sessions,
      db,
      clock,
      limits: {
        idleMs: config.sessionIdleMs,
        absoluteMs: config.sessionAbsoluteMs,
        impersonationMs: config.impersonationMs,
      },
    });
    if (config.requireAdminMfa)
      installAdminMfaGate(app, (user) => mfaEnrolmentRequired(db, config.requireAdminMfa, user));

    const ctx: AppContext = {
      db,
      clock,
      config,
      cache: new StoreDayCache(),
      sessions,
      storeVersionsFor: (request) => processCache.storeVersions(request.session?.cacheGeneration ?? null),
      scopeOf: async (request) => {
        if (!request.auth) return { all: false, companyIds: [], storeIds: [] };
        return processCache.scope(db, request.auth.user.id, request.session?.cacheGeneration ?? null);
      },
      async dropSession(idHash) {
        sessions?.delete(idHash);
        await deleteSession(db, idHash);
      },
      invalidate() {
        sessions?.clear();
        processCache.clear();
      },
    };
    app.decorate('ctx', ctx);
  },
  { name: 'context' },
);
