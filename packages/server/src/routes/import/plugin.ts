// The import API, its service tokens and the companies' column mappings, as one plugin (createApp
// registers it): POST /api/import (importRoute.ts), /api/tokens (tokens.ts) and
// /api/import/mappings/:companyId (mappings.ts).
// A service token is accepted on POST /api/import only: any bearer elsewhere is a 401 (the hook is global),
// except on GET /metrics, which checks METRICS_TOKEN itself.
import multipart from '@fastify/multipart';
import { CSV_FILE_NAMES, IMPORT_MESSAGES } from '@store-ops/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors';
import { routePath } from '../../paths';
import { METRICS_PATH } from '../../plugins/metrics';
import { type TokenCaller, tokenOf } from '../../services/serviceTokens';
import { FIELDS } from './form';
import { IMPORT_PATH, importRoute } from './importRoute';
import { mappingRoutes } from './mappings';
import { tokenRoutes } from './tokens';
import { importValidator } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The service token the request came with (POST /api/import only), else null. */
    serviceToken: TokenCaller | null;
  }
}

/** `Authorization: Bearer <secret>`'s secret ('' when malformed), undefined without one. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || !/^bearer(\s|$)/i.test(header)) return undefined;
  return /^bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

async function importPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const { db, clock, config } = ctx;
  const validator = importValidator();
  app.addHook('onClose', () => validator.close());

  app.decorateRequest('serviceToken', null);
  app.addHook('onRequest', async (request) => {
    const secret = bearerOf(request);
    if (secret === undefined) return;
    // GET /metrics reads a bearer of its own (METRICS_TOKEN), not a service token.
    if (request.method === 'GET' && routePath(request) === METRICS_PATH) return;
    if (request.method !== 'POST' || routePath(request) !== IMPORT_PATH)
      throw new HttpError(401, 'unauthorized', IMPORT_MESSAGES.tokenOnlyImport);
    const token = secret === '' ? null : await tokenOf(db, secret, clock());
    if (!token) throw new HttpError(401, 'unauthorized', IMPORT_MESSAGES.badToken);
    request.serviceToken = token;
  });

  // The routes, with the multipart parser for themselves only (every other route takes JSON).
  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: {
        fileSize: config.importFileLimit,
        files: CSV_FILE_NAMES.length,
        fields: FIELDS.size,
        fieldSize: 100,
        parts: CSV_FILE_NAMES.length + FIELDS.size,
        headerPairs: 20,
      },
    });
    await scoped.register(importRoute, { validator });
    await scoped.register(tokenRoutes);
    await scoped.register(mappingRoutes);
  });
}

/** Not encapsulated: the bearer hook must see every route. */
export const importRoutes = fp(importPlugin, { name: 'import-routes' });
