// Closing the app (server.ts on SIGTERM or SIGINT): every route handler still running finishes
// before the database closes, answers still going out close their connection, and connections that
// never sent a request are closed at once.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ShutdownOptions {
  /** Closes the database when the app closes, once every route handler still running has finished. */
  closeDatabase?: () => Promise<void>;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export const shutdownPlugin = fp<ShutdownOptions>(
  async (app, { closeDatabase }) => {
    // Handlers still running. A client that goes away closes its connection, not the handler serving
    // it, so the drain (server.close waits for connections) can end before that handler does: the
    // database closes after it (the handler's last writes, e.g. a chat turn's audit row, were failing
    // with "driver has already been destroyed").
    const running = new Set<PromiseLike<unknown>>();
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function (this: FastifyInstance, request, reply) {
        const result: unknown = handler.call(this, request, reply);
        if (isThenable(result)) {
          running.add(result);
          const settled = () => void running.delete(result);
          result.then(settled, settled);
        }
        return result;
      };
    });
    app.addHook('onClose', async () => {
      while (running.size > 0) await Promise.allSettled(running);
      await closeDatabase?.();
    });

    // While the server closes, each answer still going out closes its connection, so a kept-alive
    // client does not hold the drain open until its keep-alive runs out.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });

    // A connection that never sent a request (a browser's or a client pool's preconnect) is not "idle"
    // to Node, so server.close() would wait for it until the headers timeout (30 s), past the drain
    // time: closed when the app closes, and one that arrives while it closes (accepted before the
    // listener closed) at once. Connections with a request in flight are left to finish.
    const unused = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      if (closing) return void socket.destroy();
      unused.add(socket);
      socket.once('close', () => unused.delete(socket));
    });
    app.server.on('request', (request: IncomingMessage) => unused.delete(request.socket));
    app.addHook('preClose', async () => {
      for (const socket of unused) socket.destroy();
    });
  },
  { name: 'shutdown' },
);
