import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { type ModelFamily, modelFamily, PROVIDER_OPENAI } from './catalogue';
import { deploymentFor, type LlmConfig } from './config';
import {
  type ChatProvider,
  type Completion,
  type CompletionRequest,
  type GatewayMessage,
  ProviderError,
  ReplyAborted,
  type TokenUsage,
  type ToolCall,
  throwIfAborted,
} from './provider';

/** Answers are short and factual: a low temperature where the model accepts one. */
export const CHAT_TEMPERATURE = 0.2;
export const CHAT_MAX_TOKENS = 2_000;
/** Reasoning tokens count against the completion budget, so reasoning models get more room. */
export const REASONING_MAX_COMPLETION_TOKENS = 8_000;
/** Longest wait before the single retry, whatever Retry-After says. */
export const MAX_RETRY_DELAY_MS = 10_000;

export interface OpenAiProviderOptions {
  /** Delay before the one retry when the provider sent no Retry-After (default 1000 ms). */
  retryBaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * The messages a model family accepts. `chat` keeps `system`; `reasoning` sends the instructions as
 * `developer`; `reasoning-no-system` (o1-mini) accepts neither, so they lead the first user message.
 */
export function toProviderMessages(
  family: ModelFamily,
  messages: GatewayMessage[],
): ChatCompletionMessageParam[] {
  const instructions = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n');
  const out: ChatCompletionMessageParam[] = [];
  if (instructions && family === 'chat') out.push({ role: 'system', content: instructions });
  if (instructions && family === 'reasoning') out.push({ role: 'developer', content: instructions });
  let folded = family !== 'reasoning-no-system' || !instructions;
  for (const m of messages) {
    switch (m.role) {
      case 'system':
        break;
      case 'user':
        if (!folded) {
          out.push({ role: 'user', content: `${instructions}\n\n---\n\n${m.content}` });
          folded = true;
        } else out.push({ role: 'user', content: m.content });
        break;
      case 'assistant':
        out.push(
          m.toolCalls?.length
            ? {
                role: 'assistant',
                content: m.content,
                tool_calls: m.toolCalls.map((c) => ({
                  id: c.id,
                  type: 'function' as const,
                  function: { name: c.name, arguments: c.arguments },
                })),
              }
            : { role: 'assistant', content: m.content ?? '' },
        );
        break;
      case 'tool':
        out.push({ role: 'tool', tool_call_id: m.toolCallId, content: m.content });
        break;
    }
  }
  // Only an assistant message came after the instructions: they still have to reach the model.
  if (!folded) out.unshift({ role: 'user', content: instructions });
  return out;
}

/** The chat-completions body for one request, with only the parameters the family accepts. */
export function buildRequestBody(
  config: Pick<LlmConfig, 'modelMap'>,
  request: Pick<CompletionRequest, 'model' | 'messages' | 'tools' | 'toolChoice'>,
): ChatCompletionCreateParamsNonStreaming {
  const deployment = deploymentFor(config, request.model);
  const family = modelFamily(deployment);
  const body: ChatCompletionCreateParamsNonStreaming = {
    model: deployment,
    messages: toProviderMessages(family, request.messages),
  };
  if (family === 'chat') {
    body.temperature = CHAT_TEMPERATURE;
    body.max_tokens = CHAT_MAX_TOKENS;
  } else {
    body.max_completion_tokens = REASONING_MAX_COMPLETION_TOKENS;
  }
  if (request.tools?.length && family !== 'reasoning-no-system') {
    body.tools = request.tools.map(
      (t): ChatCompletionTool => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }),
    );
    body.tool_choice = request.toolChoice ?? 'auto';
  }
  return body;
}

/** The provider's own words: the `error.message` of its JSON body when there is one. */
export function providerMessage(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return err.message || `The model provider answered ${err.status ?? 'with an error'}.`;
}

function retryAfterMs(headers: Headers | undefined, fallback: number): number {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && headers?.has('retry-after-ms')) return ms;
  const raw = headers?.get('retry-after');
  if (raw) {
    const seconds = Number(raw);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const at = Date.parse(raw);
    if (!Number.isNaN(at)) return Math.max(0, at - Date.now());
  }
  return fallback;
}

const retryable = (err: unknown): err is APIError =>
  err instanceof APIError && typeof err.status === 'number' && (err.status === 429 || err.status >= 500);

/**
 * The OpenAI-compatible provider on the official `openai` client. The client's own retries are off:
 * the gateway retries once on 429/5xx with backoff (Retry-After when the provider sends it), and keeps
 * every attempt inside the reply's deadline.
 */
export function createOpenAiProvider(config: LlmConfig, options: OpenAiProviderOptions = {}): ChatProvider {
  if (!config.apiKey) throw new Error('The OpenAI-compatible provider needs OPENAI_API_KEY.');
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? undefined,
    maxRetries: 0,
    timeout: config.timeoutMs,
  });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const timeoutError = () =>
    new ProviderError('provider_timeout', `The model provider did not answer within ${config.timeoutMs} ms.`);

  /**
   * One streamed request (`stream: true`, with the usage in the last chunk), collected: the text as
   * it arrives goes to `onText`, tool calls are put together by their index. The SDK's timeout ends
   * with the answer's headers, so the deadline and the client's Stop abort the read themselves.
   */
  async function attempt(
    body: ChatCompletionCreateParamsStreaming,
    request: CompletionRequest,
  ): Promise<Completion> {
    throwIfAborted(request.signal);
    const remaining = request.deadline - now();
    if (remaining <= 0) throw timeoutError();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, remaining);
    const stop = () => controller.abort();
    request.signal?.addEventListener('abort', stop, { once: true });
    // Why the read ended early: the deadline, or the client (the SDK ends an aborted stream quietly).
    const aborted = () => (timedOut ? timeoutError() : new ReplyAborted());
    try {
      const stream = await client.chat.completions.create(body, {
        timeout: remaining,
        maxRetries: 0,
        signal: controller.signal,
      });
      let content: string | null = null;
      const calls: ToolCall[] = [];
      let model = '';
      let usage: TokenUsage | undefined;
      let finished = false;
      for await (const chunk of stream) {
        if (chunk.model) model = chunk.model;
        if (chunk.usage)
          usage = { input: chunk.usage.prompt_tokens ?? 0, output: chunk.usage.completion_tokens ?? 0 };
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        const text = choice.delta?.content;
        if (text) {
          content = (content ?? '') + text;
          request.onText?.(text);
        }
        // As the SDK's own accumulator: the id and name arrive whole, the arguments in pieces.
        for (const piece of choice.delta?.tool_calls ?? []) {
          calls[piece.index] ??= { id: `call_${piece.index}`, name: '', arguments: '' };
          const call = calls[piece.index]!;
          if (piece.id) call.id = piece.id;
          if (piece.function?.name) call.name = piece.function.name;
          if (piece.function?.arguments) call.arguments += piece.function.arguments;
        }
        if (choice.finish_reason) finished = true;
      }
      if (controller.signal.aborted) throw aborted();
      if (!finished) {
        throw new ProviderError(
          'provider_error',
          'The model provider ended its stream before the answer was complete (no finish_reason).',
        );
      }
      return {
        content,
        toolCalls: calls.filter((c) => c !== undefined && c.name !== ''),
        model: model || body.model,
        ...(usage ? { usage } : {}),
      };
    } catch (err) {
      if (controller.signal.aborted && !(err instanceof ProviderError)) throw aborted();
      throw err;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', stop);
    }
  }

  return {
    name: PROVIDER_OPENAI,
    async complete(request) {
      const body: ChatCompletionCreateParamsStreaming = {
        ...buildRequestBody(config, request),
        stream: true,
        stream_options: { include_usage: true },
      };
      try {
        try {
          return await attempt(body, request);
        } catch (err) {
          // A 429 or 5xx answers before any text was streamed: one retry repeats nothing.
          if (!retryable(err)) throw err;
          const delay = Math.min(retryAfterMs(err.headers, retryBaseMs), MAX_RETRY_DELAY_MS);
          if (now() + delay >= request.deadline) throw err;
          await sleep(delay);
          return await attempt(body, request);
        }
      } catch (err) {
        if (err instanceof ProviderError || err instanceof ReplyAborted) throw err;
        if (err instanceof APIConnectionTimeoutError) throw timeoutError();
        if (err instanceof APIUserAbortError) throw timeoutError();
        if (err instanceof APIConnectionError) {
          throw new ProviderError(
            'provider_unreachable',
            `The model provider could not be reached${config.baseURL ? ` at ${config.baseURL}` : ''}.`,
          );
        }
        if (err instanceof APIError)
          throw new ProviderError('provider_error', providerMessage(err), err.status);
        throw new ProviderError('provider_error', err instanceof Error ? err.message : String(err));
      }
    },
  };
}
