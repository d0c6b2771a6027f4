// The built app's files (packages/app's build in STATIC_DIR), the history fallback that gives client
// routes the app shell, and the not-found answer. Without a build, every unknown path is the JSON 404.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sessionCookies } from '../auth/cookies';
import type { Config } from '../config';
import { isApiPath, routePath } from '../paths';
import { notFoundReply, wantsPage } from '../routes/pages/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const isSourceMap = (pathName: string) => pathName.endsWith('.map');
const ICON_CACHE = 'public, max-age=86400';
/** The build's icons at the root (packages/app/brandIcons.ts): `/favicon.ico`, `/favicon.svg`. */
const isIcon = (filePath: string) => /[\\/]favicon\.(ico|svg)$/.test(filePath);
/** Vite's output under assets/ carries a content hash in its name, e.g. assets/index-BYo66v88.js. */
const isHashedAsset = (filePath: string) =>
  /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.(br|gz))?$/.test(filePath);

export const builtAppPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!existsSync(config.staticDir)) {
      app.setNotFoundHandler((_request, reply) => notFoundReply(reply));
      return;
    }
    const cookies = sessionCookies(config);
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      // `/` is a client route like the others: the history fallback below serves the shell.
      index: false,
      // The build writes .br and .gz beside each text asset (packages/app/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      // Not the built app's own files under dot folders (.vite's manifest, .ssr's page renderer).
      dotfiles: 'ignore',
      // Never a source map, even one a local build left behind.
      allowedPath: (pathName) => !isSourceMap(pathName),
      // Hashed build assets never change under their name; the brand's icons (favicon.ico and .svg,
      // which browsers and feed readers fetch on every visit otherwise) keep a day; everything else (the
      // app shell, index.html for every client route) is revalidated so a new build is picked up at once.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          isHashedAsset(filePath) ? IMMUTABLE : isIcon(filePath) ? ICON_CACHE : 'no-cache',
        );
      },
    });
    // History fallback: client routes get the app shell (for a browser, curl's */* or no Accept at
    // all; only a client asking for something else, e.g. JSON, gets the 404); unknown paths under
    // /api/ and /auth/ stay JSON 404s.
    app.setNotFoundHandler(async (request, reply) => {
      const where = routePath(request);
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(where) &&
        !isSourceMap(where) &&
        wantsPage(request)
      ) {
        cookies.reconcileHint(request, reply);
        return reply.type('text/html').sendFile('index.html');
      }
      return notFoundReply(reply);
    });
  },
  { name: 'built-app' },
);
