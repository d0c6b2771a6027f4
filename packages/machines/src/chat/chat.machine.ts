import {
  type ChatMessage,
  DEFAULT_MODEL_PATH,
  isChatMessage,
  type LlmRequest,
  type LlmResponse,
  llmChatPath,
  llmToolsPath,
  PLAIN_CHAT_MODELS,
  TOOL_CHAT_MODELS,
} from '@store-ops/domain';
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../adapters/api';
import { type ApiClient, defaultApiClient, loadSchemas } from '../adapters/http';
import {
  browserStorage,
  readItem,
  readJson,
  type StorageLike,
  storageKeys,
  writeItem,
} from '../adapters/storage';
import { errorMessage, messages } from '../messages';

/** Chat request timeout (spec section 9). */
export const CHAT_TIMEOUT_MS = 360_000;
/** Stored messages sent with each request (spec section 9). */
export const CHAT_HISTORY_SENT = 5;

export interface ChatInput {
  history?: ChatMessage[];
  modelPath?: string;
  /** The context the system message carries. */
  context?: string;
  /** Timestamps for new messages; default the real clock. */
  now?: () => Date;
}

export interface ChatContext {
  history: ChatMessage[];
  modelPath: string;
  context: string;
  now: () => Date;
}

export type ChatEvent =
  | { type: 'chat.send'; text: string }
  | { type: 'chat.context'; context: string }
  | { type: 'chat.model'; path: string }
  | { type: 'chat.clear' };

export interface SendChatInput {
  path: string;
  messages: LlmRequest;
}

/** Every model path the assistant offers (plain chat and tool-enabled). */
export const MODEL_PATHS: readonly string[] = [
  ...PLAIN_CHAT_MODELS.map(llmChatPath),
  ...TOOL_CHAT_MODELS.map(llmToolsPath),
];

/** A stored or chosen path, or the default when it is not one the assistant offers. */
export const knownModelPath = (path: string | null | undefined): string =>
  path && MODEL_PATHS.includes(path) ? path : DEFAULT_MODEL_PATH;

/** Reads the stored history and model path (the machine's `input`). A bad history is dropped. */
export function readChatInput(
  storage: StorageLike = browserStorage(),
): Pick<ChatInput, 'history' | 'modelPath'> {
  const raw = readJson(storage, storageKeys.chatHistory);
  const history = Array.isArray(raw)
    ? raw.flatMap((m) => {
        return isChatMessage(m) ? [m] : [];
      })
    : [];
  const modelPath = knownModelPath(readItem(storage, storageKeys.modelPath));
  return { history, modelPath };
}

/** The request: the system message (the context), the last 5 stored messages, the new user message. */
export function buildChatRequest(history: readonly ChatMessage[], context: string, text: string): LlmRequest {
  return [
    { user: 'system', msg: context },
    ...history.slice(-CHAT_HISTORY_SENT).map((m) => ({ user: m.user, msg: m.msg })),
    { user: 'user', msg: text },
  ];
}

/**
 * POST the messages to the model path. A request the server refuses as too big or too many (400,
 * 413, 429) shows the server's message, which says what to do; any other non-OK answer is
 * `Failed to fetch API`.
 */
export function createSendChat(api: () => ApiClient = defaultApiClient) {
  return async ({ path, messages: body }: SendChatInput, signal?: AbortSignal): Promise<LlmResponse> => {
    const schemas = loadSchemas();
    const response = await api().postJson(path, body, signal ? { signal } : {});
    if (!response.ok) {
      const refused = [400, 413, 429].includes(response.status);
      throw refused ? await failureOf(response, messages.chatApiFailed) : new Error(messages.chatApiFailed);
    }
    const { llmResponseSchema } = await schemas;
    const parsed = llmResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(messages.chatApiFailed);
    return parsed.data;
  };
}

export function chatStorageActions(storage: StorageLike | (() => StorageLike) = browserStorage) {
  const resolve = typeof storage === 'function' ? storage : () => storage;
  return {
    actions: {
      persistHistory: (_: unknown, params: { history: ChatMessage[] }) =>
        void writeItem(resolve(), storageKeys.chatHistory, JSON.stringify(params.history)),
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
      sendChat: fromPromise<LlmResponse, SendChatInput>(({ input, signal }) => send(input, signal)),
    },
    actions: chatStorageActions(deps.storage).actions,
  };
}

const defaults = chatBrowserDefaults();

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: defaults.actors,
  actions: {
    ...defaults.actions,
    appendSystem: assign(({ context }, params: { msg: string; reply?: LlmResponse }) => ({
      history: [
        ...context.history,
        {
          user: 'system' as const,
          msg: params.msg,
          llm: params.reply?.llm ?? context.modelPath,
          timestamp: context.now().toISOString(),
          ...(params.reply ? { model: params.reply.model } : {}),
          ...(params.reply?.tools ? { tools: params.reply.tools } : {}),
        },
      ],
    })),
  },
  guards: {
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim() !== '',
  },
  delays: { chatTimeout: CHAT_TIMEOUT_MS },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    history: input.history ?? [],
    modelPath: knownModelPath(input.modelPath),
    context: input.context ?? '',
    now: input.now ?? (() => new Date()),
  }),
  on: {
    'chat.context': { actions: assign({ context: ({ event }) => event.context }) },
    'chat.model': {
      actions: [
        assign({ modelPath: ({ event }) => knownModelPath(event.path) }),
        { type: 'persistModel', params: ({ context }) => ({ path: context.modelPath }) },
      ],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'chat.send': { guard: 'hasText', target: 'processing' },
        'chat.clear': {
          actions: [assign({ history: [] }), { type: 'persistHistory', params: { history: [] } }],
        },
      },
    },
    processing: {
      tags: ['loading'],
      entry: [
        assign(({ context, event }) => {
          const text = event.type === 'chat.send' ? event.text : '';
          return {
            history: [
              ...context.history,
              {
                user: 'user' as const,
                msg: text,
                llm: context.modelPath,
                timestamp: context.now().toISOString(),
              },
            ],
          };
        }),
        { type: 'persistHistory', params: ({ context }) => ({ history: context.history }) },
      ],
      invoke: {
        id: 'sendChat',
        src: 'sendChat',
        input: ({ context, event }) => ({
          path: context.modelPath,
          // The history before this message was appended (entry ran first): drop the just-added one.
          messages: buildChatRequest(
            context.history.slice(0, -1),
            context.context,
            event.type === 'chat.send' ? event.text : '',
          ),
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'appendSystem', params: ({ event }) => ({ msg: event.output.msg, reply: event.output }) },
            { type: 'persistHistory', params: ({ context }) => ({ history: context.history }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'appendSystem',
              params: ({ event }) => ({
                msg: messages.chatError(errorMessage(event.error, messages.chatApiFailed)),
              }),
            },
            { type: 'persistHistory', params: ({ context }) => ({ history: context.history }) },
          ],
        },
      },
      after: {
        chatTimeout: {
          target: 'idle',
          actions: [
            { type: 'appendSystem', params: { msg: messages.chatError(messages.chatTimedOut) } },
            { type: 'persistHistory', params: ({ context }) => ({ history: context.history }) },
          ],
        },
      },
    },
  },
});

/** True while a reply is in flight (the spec's isProcessing). */
export const selectIsProcessing = (s: { value: unknown }) => s.value === 'processing';
