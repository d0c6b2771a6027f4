import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
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

  async function attempt(
    body: ChatCompletionCreateParamsNonStreaming,
    deadline: number,
  ): Promise<Completion> {
    const remaining = deadline - now();
    if (remaining <= 0) throw timeoutError();
    const res = await client.chat.completions.create(body, { timeout: remaining, maxRetries: 0 });
    const message = res.choices?.[0]?.message;
    if (!message)
      throw new ProviderError('provider_error', 'The model provider sent an answer with no message.');
    const toolCalls = (message.tool_calls ?? []).flatMap((c) =>
      c.type === 'function'
        ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments ?? '' }]
        : [],
    );
    const usage = res.usage
      ? { usage: { input: res.usage.prompt_tokens ?? 0, output: res.usage.completion_tokens ?? 0 } }
      : {};
    return { content: message.content ?? null, toolCalls, model: res.model || body.model, ...usage };
  }

  return {
    name: PROVIDER_OPENAI,
    async complete(request) {
      const body = buildRequestBody(config, request);
      try {
        try {
          return await attempt(body, request.deadline);
        } catch (err) {
          if (!retryable(err)) throw err;
          const delay = Math.min(retryAfterMs(err.headers, retryBaseMs), MAX_RETRY_DELAY_MS);
          if (now() + delay >= request.deadline) throw err;
          await sleep(delay);
          return await attempt(body, request.deadline);
        }
      } catch (err) {
        if (err instanceof ProviderError) throw err;
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
