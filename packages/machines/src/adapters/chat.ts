// The assistant chat's browser implementations: the request to the model path and the reading of
// its streamed reply (Server-Sent Events: delta, tool, done, error) over an API client, and the
// conversations and model written to storage. The chat machine holds none of this.
import type { LlmResponse } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type {
  ChatContext,
  ChatStreamHandlers,
  SendChatActorInput,
  SendChatInput,
} from '../chat/chat.machine';
import { messages } from '../messages';
import { ApiFailure, failureOf } from './api';
import {
  type ApiClient,
  defaultApiClient,
  isEventStream,
  loadSchemas,
  readEventStream,
  readJsonBody,
} from './http';
import { browserStorage, type StorageLike, storageKeys, writeItem } from './storage';

/** What is stored: the open conversation (its store-day and messages) and the others. */
export const storedConversations = (c: Pick<ChatContext, 'history' | 'conversation' | 'others'>) => ({
  current: c.conversation,
  messages: c.history,
  others: c.others,
});

/**
 * POST the messages to the model path, asking for a stream (`Accept: text/event-stream`): `delta`
 * and `tool` events go to `on` as they arrive, `done` is the reply, `error` a failure with the
 * server's message. A JSON answer (a server without streams) is the reply as before. A request the
 * server refuses as too big or too many (400, 413, 429) shows the server's message, which says what
 * to do (a 429's says when the user may ask again); any other non-OK answer is `Failed to fetch API`.
 */
export function createSendChat(api: () => ApiClient = defaultApiClient) {
  return async (
    { path, messages: body }: SendChatInput,
    signal?: AbortSignal,
    on?: ChatStreamHandlers,
  ): Promise<LlmResponse> => {
    const schemas = loadSchemas();
    const response = await api().postForStream(path, body, signal ? { signal } : {});
    if (!response.ok) {
      const refused = [400, 413, 429].includes(response.status);
      throw refused ? await failureOf(response, messages.chatApiFailed) : new Error(messages.chatApiFailed);
    }
    let answer: unknown;
    if (isEventStream(response)) {
      let failure: Error | undefined;
      await readEventStream(
        response,
        (frame) => {
          // Frames already read when the request was aborted belong to no one.
          if (signal?.aborted) return 'stop';
          const data = parseData(frame.data);
          if (frame.event === 'delta' && typeof data?.text === 'string') on?.onDelta(data.text);
          else if (frame.event === 'tool' && typeof data?.name === 'string') on?.onTool(data.name);
          else if (frame.event === 'done') {
            answer = data;
            return 'stop';
          } else if (frame.event === 'error') {
            const error = data?.error ?? data;
            const message = typeof error?.message === 'string' && error.message ? error.message : '';
            failure = new ApiFailure(
              response.status,
              typeof error?.code === 'string' ? error.code : 'stream_error',
              message || messages.chatApiFailed,
            );
            return 'stop';
          }
          return undefined;
        },
        signal,
      );
      signal?.throwIfAborted();
      if (failure) throw failure;
    } else answer = await readJsonBody(response);
    const { llmResponseSchema } = await schemas;
    const parsed = llmResponseSchema.safeParse(answer);
    if (!parsed.success) throw new Error(messages.chatApiFailed);
    return parsed.data;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: an event's data is checked field by field where it is read.
function parseData(data: string | undefined): any {
  if (data === undefined) return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

export function chatStorageActions(storage: StorageLike | (() => StorageLike) = browserStorage) {
  const resolve = typeof storage === 'function' ? storage : () => storage;
  return {
    actions: {
      persistHistory: (_: unknown, params: Pick<ChatContext, 'history' | 'conversation' | 'others'>) =>
        void writeItem(resolve(), storageKeys.chatHistory, JSON.stringify(storedConversations(params))),
      persistModel: (_: unknown, params: { path: string }) =>
        void writeItem(resolve(), storageKeys.modelPath, params.path),
    },
  };
}

export function chatBrowserDefaults(
  deps: { api?: () => ApiClient; storage?: StorageLike | (() => StorageLike) } = {},
) {
  const send = createSendChat(deps.api);
  return {
    actors: {
      sendChat: fromPromise<LlmResponse, SendChatActorInput>(({ input: { chat, ...request }, signal }) =>
        send(request, signal, {
          onDelta: (text) => chat?.send({ type: 'chat.stream.delta', text }),
          onTool: (name) => chat?.send({ type: 'chat.stream.tool', name }),
        }),
      ),
    },
    actions: chatStorageActions(deps.storage).actions,
  };
}
