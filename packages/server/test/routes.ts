import type { HTTPMethods, RouteOptions } from 'fastify';

/**
 * Answers that never end (Server-Sent Events): an inject would wait for ever. Their headers, errors and
 * access are tested with a real socket (routes/api/staffchat.stream.test.ts).
 */
export const STREAMS = ['/api/staffchat/stream'];

/** A route's pattern with each parameter filled in (`/api/users/:id` -> `/api/users/1`). */
export const concrete = (url: string, value = '1') => url.replace(/:[a-z_]+/g, value);

/**
 * The app's route table as createApp registers it: pass `onRoute` to useTestApp. A test that walks it
 * covers a new route without anyone listing it.
 */
export function routeTable() {
  const routes: RouteOptions[] = [];
  /** Method and URL of each route (HEAD routes Fastify adds for GET ones are the GET route's too). */
  const all = () =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: method as HTTPMethods,
        url: route.url,
        route,
      })),
    );
  return {
    onRoute: (route: RouteOptions) => void routes.push(route),
    all,
    /** The routes an inject can wait for (the streams left out). */
    requests: () => all().filter(({ url }) => !STREAMS.includes(url)),
  };
}
