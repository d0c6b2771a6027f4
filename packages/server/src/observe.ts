// What the server's parts announce for the metrics (plugins/metrics.ts), through node:diagnostics_channel:
// a part needs no handle on the app that counts it, and with no subscriber nothing is done.
import { channel } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** A Server-Sent Events stream started on `res` (it is open until `res` closes). */
export const streamOpened = channel('store-ops:sse-stream-opened');
export interface StreamOpened {
  res: ServerResponse;
}

/** One assistant request answered (or ended): how, and the tokens the provider reported for it. */
export const assistantAnswered = channel('store-ops:assistant-answered');
export interface AssistantAnswered {
  request: FastifyRequest;
  outcome: 'ok' | 'error' | 'stopped';
  tokens: number;
}
