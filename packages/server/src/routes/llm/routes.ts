// The model gateway's HTTP routes:
//   GET  /api/llm/models          the catalogue, with who answers each path
//   POST /api/llm/chat/{model}    plain chat
//   POST /api/llm/tools/{model}   chat with server-side tools
// Errors are the app's `{ error: { code, message } }`: 401 no session, 404 unknown model, 400 malformed,
// 413 over a limit, 403 a report context outside the requester's scope, 429 over a per-user limit,
// 502 the provider failed. With `Accept: text/event-stream` the two chat routes answer a
// stream (domain's LlmStreamEvent: `delta`, `tool`, then `done` with the plain reply or `error`)
// once everything that can refuse the request has passed; every refusal before that is plain JSON.
import {
  type LlmRequest,
  type LlmResponse,
  type LlmStreamData,
  llmModelsResponseSchema,
  llmRequestSchema,
  llmResponseSchema,
} from '@store-ops/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { type ChatKind, findEntry, modelOptions, PROVIDER_OFFLINE } from '../../llm/catalogue';
import type { ChatTurnRecord, LlmDeps } from '../../llm/deps';
import { answerChat, type ChatProgress, prepareChat } from '../../llm/gateway';
import { createOpenAiProvider } from '../../llm/openai-provider';
import { type ChatProvider, ReplyAborted } from '../../llm/provider';
import { requesterOf } from '../../llm/wiring';
import { type AssistantAnswered, assistantAnswered } from '../../observe';
import { requireUser } from '../../plugins/auth';
import { type EventStream, openEventStream } from '../../sse';
import { answers } from '../schemas';
import { bodyRefused, chatFailure, wantsStream } from './request';

const modelParams = z.object({ model: z.string() });

/** A chat request as its route validated it. */
type ChatRequest = FastifyRequest<{ Params: z.infer<typeof modelParams>; Body: LlmRequest }>;

/**
 * The gateway's routes, with the app's auth guard and error handling (plugins/auth, plugins/errors):
 * the session first (before the body is read), then the model, so 401 and 404 never depend on the body.
 */
export const llmRoutes: FastifyPluginAsyncZod<LlmDeps> = async (app, deps) => {
  const provider: ChatProvider | null =
    deps.provider !== undefined
      ? deps.provider
      : deps.config.apiKey
        ? createOpenAiProvider(deps.config)
        : null;
  const clock = deps.clock ?? (() => new Date());

  app.get(
    '/api/llm/models',
    { onRequest: requireUser, schema: { response: answers({ 200: llmModelsResponseSchema }) } },
    async () => modelOptions(deps.config),
  );

  const chatRoute = (kind: ChatKind) => async (request: ChatRequest, reply: FastifyReply) => {
    const { model } = request.params;
    const entry = findEntry(kind, model)!;
    const requester = requesterOf(request)!;
    const started = Date.now();
    const turn: Omit<
      ChatTurnRecord,
      'status' | 'error' | 'model' | 'answer' | 'tools' | 'context' | 'question'
    > = {
      at: clock(),
      actorUserId: (requester.originalUser ?? requester.user).id,
      asUserId: requester.originalUser ? requester.user.id : null,
      ip: requester.ip,
      path: entry.path,
      provider: provider?.name ?? PROVIDER_OFFLINE,
      durationMs: 0,
    };

    const messages = request.body;
    const question = messages.at(-1)?.msg ?? '';

    // Per person (the admin while impersonating), counted in the database: every process shares it.
    const person = turn.actorUserId;
    const admission = await deps.limits?.admit(person, clock());
    if (admission && !admission.ok) {
      reply.header('retry-after', String(admission.retryAfter));
      throw new HttpError(429, 'rate_limited', admission.message);
    }

    // Stop: the client going away (before the answer is complete) aborts the provider's request and
    // the rest of the work.
    const stop = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    let tokens = 0;
    let outcome: AssistantAnswered['outcome'] = 'error';
    let settled = false;
    /** The request's slot back and its tokens counted: before the client hears the end, so it may ask again. */
    const settle = async () => {
      if (settled) return;
      settled = true;
      try {
        if (tokens > 0) await deps.limits?.recordTokens(person, clock(), tokens);
      } catch (err) {
        request.log.error({ err }, 'could not count the reply tokens');
      }
      if (admission?.ok) await admission.release();
      if (assistantAnswered.hasSubscribers)
        assistantAnswered.publish({ request, outcome, tokens } satisfies AssistantAnswered);
    };
    let stream: EventStream | null = null;
    let partial = '';

    try {
      const data = await deps.data(requester);
      const chat = await prepareChat({ entry, messages, data });
      // Refusals (400, 403, 413, 429) were plain JSON answers; from here on a stream says how it ends.
      if (wantsStream(request)) {
        reply.hijack();
        stream = openEventStream(reply.raw, reply.getHeaders());
      }
      const events = stream;
      const result = await answerChat(chat, {
        provider,
        deadline: started + deps.config.timeoutMs,
        signal: stop.signal,
        onUsage: (usage) => {
          tokens += usage.input + usage.output;
        },
        ...(events
          ? {
              emit: (event: ChatProgress) => {
                if (event.type === 'delta') {
                  partial += event.text;
                  events.send('delta', { text: event.text } satisfies LlmStreamData['delta']);
                } else events.send('tool', { name: event.name } satisfies LlmStreamData['tool']);
              },
            }
          : {}),
      });
      const durationMs = Date.now() - started;
      const response: LlmResponse = {
        ...result.response,
        duration_ms: durationMs,
        ...(result.usage ? { usage: result.usage } : {}),
      };
      // What the plain answer's serializer would send (the schema's fields only).
      const done = events ? (llmResponseSchema.parse(response) satisfies LlmStreamData['done']) : null;
      await record({
        ...turn,
        model: result.response.model,
        question: result.question,
        answer: result.response.msg,
        tools: result.response.tools ?? [],
        context: result.ref,
        status: 'ok',
        error: null,
        durationMs,
      });
      outcome = 'ok';
      if (!events) return response;
      await settle();
      events.send('done', done);
      events.end();
      return;
    } catch (err) {
      outcome = err instanceof ReplyAborted ? 'stopped' : 'error';
      const { status, code, message } = chatFailure(err, request.log);
      await record({
        ...turn,
        model: null,
        question,
        // A stopped reply keeps what the user saw of it.
        answer: err instanceof ReplyAborted && partial ? partial : null,
        tools: [],
        context: null,
        status: 'error',
        error: { code, message },
        durationMs: Date.now() - started,
      });
      // Nobody is listening: nothing to answer.
      if (err instanceof ReplyAborted) {
        if (!stream) reply.hijack();
        stream?.end();
        return;
      }
      // Taken over, but the stream could not start: nothing can be said any more.
      if (!stream && reply.sent) return void reply.raw.destroy();
      if (!stream) throw new HttpError(status, code, message);
      await settle();
      stream.send('error', { code, message } satisfies LlmStreamData['error']);
      stream.end();
      return;
    } finally {
      await settle();
    }

    async function record(t: ChatTurnRecord) {
      try {
        await deps.recordTurn(t);
      } catch (err) {
        request.log.error({ err }, 'could not record the chat turn');
      }
    }
  };

  for (const kind of ['chat', 'tools'] as const) {
    app.post(
      `/api/llm/${kind}/:model`,
      {
        schema: {
          params: modelParams,
          body: llmRequestSchema,
          response: answers({ 200: llmResponseSchema }),
        },
        schemaErrorFormatter: bodyRefused,
        onRequest: [
          requireUser,
          async (request) => {
            const { model } = request.params;
            if (!findEntry(kind, model)) {
              throw new HttpError(404, 'not_found', `Unknown model for /api/llm/${kind}: ${model}`);
            }
          },
        ],
      },
      chatRoute(kind),
    );
  }
};
