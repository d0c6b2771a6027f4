// Request ids: every request has one, in the answer's X-Request-Id, on each of its log lines and in
// the audit rows it writes. An incoming X-Request-Id is kept only from a trusted proxy (TRUST_PROXY)
// and only when it looks like an id; anyone else's is replaced.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a kept id may look like: what proxies generate (hex, UUIDs), bounded. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether the socket's peer is a proxy TRUST_PROXY names (a hop count trusts the nearest hop). */
export function trustsPeer(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust.split(',').map((a) => a.trim()));
  return (address) => trusted(address, 0);
}

/** Fastify's options for the ids (they are set when the instance is made, before any plugin). */
export function requestIdOptions(
  trust: Config['trustProxy'],
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'logController'> {
  const trusted = trustsPeer(trust);
  return {
    // Read here rather than by Fastify's requestIdHeader, which would keep anyone's.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      const address = request.socket?.remoteAddress;
      return typeof incoming === 'string' && SANE_ID.test(incoming) && address && trusted(address)
        ? incoming
        : randomUUID();
    },
  };
}

interface RequestScope {
  requestId: string;
}
const scope = new AsyncLocalStorage<RequestScope>();

/** The id of the request whose work is running (the audit reads it), if any. */
export function currentRequestId(): string | null {
  return scope.getStore()?.requestId ?? null;
}

const resources = new WeakMap<object, AsyncResource>();

/** Echoes the id and makes it the current one for the request's hooks and handler. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      scope.run({ requestId: request.id }, () => {
        resources.set(request, new AsyncResource('store-ops:request'));
        done();
      });
    });
    // A body is read in stream callbacks, outside that scope: the handler re-enters it.
    app.addHook('preValidation', (request, _reply, done) => {
      const resource = resources.get(request);
      if (resource) resource.runInAsyncScope(done, undefined);
      else done();
    });
  },
  { name: 'store-ops-request-id' },
);
