import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';

export interface AppDeps {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP app in-process; server.ts only reads config and listens. */
export async function createApp({ config, logger = false }: AppDeps) {
  const app = Fastify({ logger });

  app.get('/healthz', async () => ({ status: 'ok' }));

  if (existsSync(config.staticDir)) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: false });
    // History fallback: client routes get the app shell; unknown API paths stay JSON 404s.
    app.setNotFoundHandler((request, reply) => {
      const apiLike = /^\/(api|auth)(\/|$)/.test(request.url);
      if (request.method === 'GET' && !apiLike && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    });
  }
  return app;
}
