import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSecureRequest } from '../auth/cookies';
import type { Config } from '../config';
import { isApiPath, routePath } from '../paths';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The app's own origin as the browser sees it (scheme from the proxy when trusted, host header). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/**
 * Security headers on every answer (CSP that the built Vite + styled-components app passes: styled-
 * components injects <style> tags, hence style-src 'unsafe-inline'; scripts only from 'self'), HSTS over
 * TLS, and the cross-site guard: a state-changing request from another site (Sec-Fetch-Site: cross-site,
 * or an Origin that is not ours) gets 403 before anything else runs; no cache keeps an API answer.
 */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      hsts: false,
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });

    const allowed = new Set(config.appOrigins);
    app.addHook('onRequest', async (request, reply) => {
      if (isSecureRequest(config, request)) {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      if (SAFE_METHODS.has(request.method)) return;
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const crossSite = site === 'cross-site';
      const foreignOrigin = origin !== undefined && origin !== ownOrigin(request) && !allowed.has(origin);
      if (crossSite || foreignOrigin) {
        return reply
          .code(403)
          .send({ error: { code: 'cross_site', message: 'Cross-site requests are not allowed.' } });
      }
    });

    // Answers under /api and /auth (the route matched, however its path was spelled) are per user and
    // per moment: no browser or proxy keeps them. A route that says more (csvproxy: private, no-store)
    // keeps its own.
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(routePath(request)) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
