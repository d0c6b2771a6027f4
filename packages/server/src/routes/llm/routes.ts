// The model gateway's HTTP routes (spec section 7, issue 8):
//   GET  /api/llm/models          the catalogue, with who answers each path
//   POST /api/llm/chat/{model}    plain chat
//   POST /api/llm/tools/{model}   chat with server-side tools
// Errors are `{ error: { code, message } }`: 401 no session, 404 unknown model, 400 malformed,
// 413 body over 1 MB, 403 a report context outside the requester's scope, 502 the provider failed.
import { llmRequestSchema } from '@store-ops/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ChatKind, findEntry, modelOptions, PROVIDER_OFFLINE } from '../../llm/catalogue';
import type { ChatTurnRecord, LlmDeps, LlmRequester } from '../../llm/deps';
import { GatewayError, runChat } from '../../llm/gateway';
import { createOpenAiProvider } from '../../llm/openai-provider';
import { type ChatProvider, ProviderError } from '../../llm/provider';

/** Largest accepted request body: 1 MB. */
export const LLM_BODY_LIMIT = 1_048_576;

const sendError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: { code, message } });

declare module 'fastify' {
  interface FastifyRequest {
    llmRequester?: LlmRequester | null;
  }
}

function zodMessage(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message));
  return `The request must be a JSON list of {user: 'system' | 'user', msg}. ${first.join('; ')}`;
}

/**
 * Registers the gateway on `app`, encapsulated (its own error handler), so it can be wired into
 * createApp with one call: `await app.register(... )` is not needed, `registerLlmRoutes(app, deps)`.
 */
export function registerLlmRoutes(app: FastifyInstance, deps: LlmDeps) {
  const provider: ChatProvider | null =
    deps.provider !== undefined
      ? deps.provider
      : deps.config.apiKey
        ? createOpenAiProvider(deps.config)
        : null;
  const clock = deps.clock ?? (() => new Date());

  return app.register(async (api) => {
    api.setErrorHandler((err: FastifyError & { status?: unknown }, request, reply) => {
      // Fastify's own errors carry statusCode; the app's JSON parser throws an HttpError with status.
      const status = typeof err.status === 'number' ? err.status : (err.statusCode ?? 500);
      if (status === 413) return sendError(reply, 413, 'payload_too_large', 'The request body is over 1 MB.');
      if (status === 415)
        return sendError(reply, 415, 'unsupported_media_type', 'Send the request as application/json.');
      if (status >= 400 && status < 500) {
        return sendError(reply, 400, 'bad_request', `The request body is not valid JSON: ${err.message}`);
      }
      request.log.error({ err }, 'llm route failed');
      return sendError(reply, 500, 'internal', 'The assistant failed on the server.');
    });

    // Session first (before the body is read), then the model: 401 and 404 never depend on the body.
    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      request.llmRequester = deps.requester(request);
      if (!request.llmRequester) return sendError(reply, 401, 'unauthorized', 'Sign in required.');
    };

    api.get('/api/llm/models', { onRequest: authenticate }, async () => modelOptions(deps.config));

    const chatRoute = (kind: ChatKind) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { model } = request.params as { model: string };
      const entry = findEntry(kind, model)!;
      const requester = request.llmRequester!;
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

      const parsed = llmRequestSchema.safeParse(request.body);
      if (!parsed.success) return sendError(reply, 400, 'bad_request', zodMessage(parsed.error.issues));
      const question = parsed.data.at(-1)?.msg ?? '';

      try {
        const data = await deps.data(requester);
        const result = await runChat({
          entry,
          messages: parsed.data,
          data,
          provider,
          deadline: started + deps.config.timeoutMs,
        });
        await record({
          ...turn,
          model: result.response.model,
          question: result.question,
          answer: result.response.msg,
          tools: result.response.tools ?? [],
          context: result.ref,
          status: 'ok',
          error: null,
          durationMs: Date.now() - started,
        });
        return result.response;
      } catch (err) {
        let status = 500;
        let code = 'internal';
        let message = 'The assistant failed on the server.';
        if (err instanceof GatewayError) {
          status = err.status;
          code = err.code;
          message = err.message;
        } else if (err instanceof ProviderError) {
          status = 502;
          code = err.code;
          message = err.message;
        } else {
          request.log.error({ err }, 'llm chat failed');
        }
        await record({
          ...turn,
          model: null,
          question,
          answer: null,
          tools: [],
          context: null,
          status: 'error',
          error: { code, message },
          durationMs: Date.now() - started,
        });
        return sendError(reply, status, code, message);
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
      api.post(
        `/api/llm/${kind}/:model`,
        {
          bodyLimit: LLM_BODY_LIMIT,
          onRequest: [
            authenticate,
            async (request, reply) => {
              const { model } = request.params as { model: string };
              if (!findEntry(kind, model)) {
                return sendError(reply, 404, 'not_found', `Unknown model for /api/llm/${kind}: ${model}`);
              }
            },
          ],
        },
        chatRoute(kind),
      );
    }
  });
}
