// The one path every path-dependent rule reads (the two-factor gate, no-store, API versus the app shell,
// the audit's detail). The router decodes percent-escapes before it matches (`/%61pi/users` is the
// route `/api/users`), so a rule that read the raw URL could be walked round by spelling it otherwise.
import type { FastifyRequest } from 'fastify';

/**
 * A URL's path as a rule reads it: the query and fragment cut off (and the scheme and host of an
 * absolute-form target, `GET http://host/api/users`, which Node passes on as sent and the router
 * matches); percent-escapes of printable ASCII decoded (`%61` -> `a`; `%2F` -> `/` too, which the
 * router keeps inside a segment but a proxy may not; control characters and non-ASCII stay escaped);
 * runs of `/` collapsed; `.` and `..` segments resolved. Case is kept (the router is case-sensitive).
 */
export function normalisedPath(url: string): string {
  const target = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const end = target.search(/[?#]/);
  const decoded = (end === -1 ? target : target.slice(0, end)).replace(
    /%([2-7][\da-f])/gi,
    (sequence, hex: string) =>
      hex.toLowerCase() === '7f' ? sequence : String.fromCharCode(Number.parseInt(hex, 16)),
  );
  const segments: string[] = [];
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  const trailing = segments.length > 0 && /\/(\.\.?)?$/.test(decoded);
  return `/${segments.join('/')}${trailing ? '/' : ''}`;
}

/**
 * The path a request's rules decide on: the route the router matched (its pattern, e.g.
 * `/api/users/:id`, whatever spelling reached it), else (no route: the not-found answer) the request's
 * normalised path.
 */
export function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? normalisedPath(request.url);
}

/** Under /api or /auth (in any case: a path the router did not match may still be meant as one). */
export const isApiPath = (path: string) => /^\/(api|auth)(\/|$)/i.test(path);
