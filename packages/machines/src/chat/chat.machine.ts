import {
  type ChatMessage,
  contextHash,
  DEFAULT_MODEL_PATH,
  isChatMessage,
  type LlmRequest,
  type LlmResponse,
  llmChatPath,
  llmToolsPath,
  PLAIN_CHAT_MODELS,
  type StoreDayId,
  sameStoreDay,
  TOOL_CHAT_MODELS,
} from '@store-ops/domain';
import { and, assign, not, setup, stateIn } from 'xstate';
import { chatBrowserDefaults } from '../adapters/chat';
import { browserStorage, readItem, readJson, type StorageLike, storageKeys } from '../adapters/storage';
import { errorMessage, messages } from '../messages';

/** Chat request timeout. */
export const CHAT_TIMEOUT_MS = 360_000;
/** Stored messages sent with each request. */
export const CHAT_HISTORY_SENT = 5;

/** Conversations kept in the browser besides the open one (the least recently opened go first). */
export const MAX_CONVERSATIONS = 20;

/** One store-day's conversation. */
export interface Conversation extends StoreDayId {
  messages: ChatMessage[];
}

export interface ChatInput {
  /** The open conversation's messages. */
  history?: ChatMessage[];
  /** The store-day the open conversation is about (null until one is selected). */
  conversation?: StoreDayId | null;
  /** The other store-days' conversations, most recently open first. */
  others?: Conversation[];
  modelPath?: string;
  /** The context the system message carries. */
  context?: string;
  /** Timestamps for new messages; default the real clock. */
  now?: () => Date;
}

/** The reply being written: the text so far, the tool running now and the tools that ran. */
export interface PartialReply {
  text: string;
  tool: string | null;
  tools: string[];
}

export interface ChatContext {
  history: ChatMessage[];
  conversation: StoreDayId | null;
  others: Conversation[];
  modelPath: string;
  context: string;
  now: () => Date;
  /** What the reply in flight (or the last one) was asked with. */
  request: SendChatInput | null;
  /** The reply as it streams in; null while nothing has arrived. */
  partial: PartialReply | null;
}

export type ChatEvent =
  | { type: 'chat.send'; text: string }
  | { type: 'chat.context'; context: string }
  | { type: 'chat.model'; path: string }
  /** New conversation: the open one is emptied. */
  | { type: 'chat.clear' }
  /**
   * The selected store-day changed: its own conversation opens (the open one is kept). A reply in
   * flight stops first, keeping what arrived, in the conversation it was asked in.
   */
  | { type: 'chat.conversation'; storeDay: StoreDayId }
  /** Stop the reply in flight: the request is aborted, what arrived stays, marked stopped. */
  | { type: 'chat.stop' }
  /** Ask the last question again (replacing its reply), optionally of another model (admins). */
  | { type: 'chat.regenerate'; modelPath?: string }
  /** Replace the last question (and its reply) with `text` and ask it. */
  | { type: 'chat.edit'; text: string }
  /** From the request's stream: text to append, a tool round running. */
  | { type: 'chat.stream.delta'; text: string }
  | { type: 'chat.stream.tool'; name: string };

export interface SendChatInput {
  path: string;
  messages: LlmRequest;
}

/** What the send actor reports while the reply streams in. */
export interface ChatStreamHandlers {
  onDelta(text: string): void;
  onTool(name: string): void;
}

/** Every model path the assistant offers (plain chat and tool-enabled). */
export const MODEL_PATHS: readonly string[] = [
  ...PLAIN_CHAT_MODELS.map(llmChatPath),
  ...TOOL_CHAT_MODELS.map(llmToolsPath),
];

/** A stored or chosen path, or the default when it is not one the assistant offers. */
export const knownModelPath = (path: string | null | undefined): string =>
  path && MODEL_PATHS.includes(path) ? path : DEFAULT_MODEL_PATH;

const messagesOf = (raw: unknown): ChatMessage[] =>
  Array.isArray(raw) ? raw.filter((m): m is ChatMessage => isChatMessage(m)) : [];

const isStoreDayId = (v: unknown): v is StoreDayId =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoreDayId).date === 'string' &&
  ((v as StoreDayId).storeId === null || typeof (v as StoreDayId).storeId === 'string');

/**
 * Reads the stored conversations and model path (the machine's `input`), stored as
 * `{ current, messages, others }`: the open conversation's store-day and messages, then the others. A
 * plain list of messages (an older browser's) is the open conversation, its store-day not known yet.
 * Anything unreadable is dropped.
 */
export function readChatInput(
  storage: StorageLike = browserStorage(),
): Pick<ChatInput, 'history' | 'modelPath' | 'conversation' | 'others'> {
  const raw = readJson(storage, storageKeys.chatHistory);
  const modelPath = knownModelPath(readItem(storage, storageKeys.modelPath));
  if (Array.isArray(raw)) return { history: messagesOf(raw), conversation: null, others: [], modelPath };
  const stored = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const others = (Array.isArray(stored.others) ? stored.others : [])
    .filter(isStoreDayId)
    .map((c) => ({ storeId: c.storeId, date: c.date, messages: messagesOf((c as Conversation).messages) }))
    .filter((c) => c.messages.length > 0)
    .slice(0, MAX_CONVERSATIONS);
  return {
    history: messagesOf(stored.messages),
    conversation: isStoreDayId(stored.current)
      ? { storeId: stored.current.storeId, date: stored.current.date }
      : null,
    others,
    modelPath,
  };
}

/** The request: the system message (the context), the last 5 stored messages, the new user message. */
export function buildChatRequest(history: readonly ChatMessage[], context: string, text: string): LlmRequest {
  return [
    { user: 'system', msg: context },
    ...history.slice(-CHAT_HISTORY_SENT).map((m) => ({ user: m.user, msg: m.msg })),
    { user: 'user', msg: text },
  ];
}

/** The send actor's input: the request, and the chat machine to tell what streams in. */
export interface SendChatActorInput extends SendChatInput {
  chat?: { send(event: ChatEvent): void };
}

const defaults = chatBrowserDefaults();

/** The last user message's index, -1 when there is none. */
const lastQuestion = (history: readonly ChatMessage[]) => history.findLastIndex((m) => m.user === 'user');

const persist = {
  type: 'persistHistory',
  params: ({ context }: { context: ChatContext }) => ({
    history: context.history,
    conversation: context.conversation,
    others: context.others,
  }),
} as const;

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: defaults.actors,
  actions: {
    ...defaults.actions,
    appendSystem: assign(({ context }, params: { msg: string; reply?: LlmResponse; stopped?: boolean }) => {
      const { reply } = params;
      const tools = reply?.tools ?? (params.stopped ? context.partial?.tools : undefined);
      const message: ChatMessage = {
        user: 'system',
        msg: params.msg,
        llm: reply?.llm ?? context.request?.path ?? context.modelPath,
        timestamp: context.now().toISOString(),
        ...(reply ? { model: reply.model, provider: reply.provider } : {}),
        ...(tools && tools.length > 0 ? { tools } : {}),
        ...(reply?.duration_ms !== undefined ? { duration_ms: reply.duration_ms } : {}),
        ...(reply?.usage ? { usage: reply.usage } : {}),
        ...(params.stopped ? { stopped: true } : {}),
        ...(reply && context.request
          ? { context_hash: contextHash(context.request.messages[0]?.msg ?? '') }
          : {}),
      };
      return { history: [...context.history, message], partial: null };
    }),
    /** A new question: appended, and asked with the last 5 messages before it. */
    ask: assign(({ context }, params: { text: string }) => {
      const question: ChatMessage = {
        user: 'user',
        msg: params.text,
        llm: context.modelPath,
        timestamp: context.now().toISOString(),
      };
      return {
        history: [...context.history, question],
        request: {
          path: context.modelPath,
          messages: buildChatRequest(context.history, context.context, params.text),
        },
        partial: null,
      };
    }),
    /** The last question again: its reply (and anything after it) goes, the question is asked anew. */
    askAgain: assign(({ context }, params: { path?: string }) => {
      const at = lastQuestion(context.history);
      const question = context.history[at] as ChatMessage;
      const before = context.history.slice(0, at);
      const path = params.path && MODEL_PATHS.includes(params.path) ? params.path : context.modelPath;
      return {
        history: [...before, question],
        request: { path, messages: buildChatRequest(before, context.context, question.msg) },
        partial: null,
      };
    }),
    /** The last question replaced by `text` (its reply goes) and asked. */
    askEdited: assign(({ context }, params: { text: string }) => {
      const before = context.history.slice(0, lastQuestion(context.history));
      const question: ChatMessage = {
        user: 'user',
        msg: params.text,
        llm: context.modelPath,
        timestamp: context.now().toISOString(),
      };
      return {
        history: [...before, question],
        request: {
          path: context.modelPath,
          messages: buildChatRequest(before, context.context, params.text),
        },
        partial: null,
      };
    }),
    /**
     * The store-day's own conversation opens; the open one joins the others (most recent first). The
     * messages of a conversation with no store-day yet (an older browser's) go to the first one opened.
     */
    openConversation: assign(({ context }, params: { storeDay: StoreDayId }) => {
      const next = context.others.find((c) => sameStoreDay(c, params.storeDay));
      const rest = context.others.filter((c) => c !== next);
      if (!context.conversation)
        return {
          conversation: params.storeDay,
          history: [...(next?.messages ?? []), ...context.history],
          others: rest,
          partial: null,
        };
      const kept = context.history.length > 0 ? [{ ...context.conversation, messages: context.history }] : [];
      return {
        conversation: params.storeDay,
        history: next?.messages ?? [],
        others: [...kept, ...rest].slice(0, MAX_CONVERSATIONS),
        partial: null,
      };
    }),
    appendDelta: assign(({ context }, params: { text: string }) => {
      const partial = context.partial ?? { text: '', tool: null, tools: [] };
      return { partial: { ...partial, text: partial.text + params.text, tool: null } };
    }),
    toolRunning: assign(({ context }, params: { name: string }) => {
      const partial = context.partial ?? { text: '', tool: null, tools: [] };
      const tools = partial.tools.includes(params.name) ? partial.tools : [...partial.tools, params.name];
      return { partial: { ...partial, tool: params.name, tools } };
    }),
  },
  guards: {
    sameConversation: ({ context, event }) =>
      event.type === 'chat.conversation' && sameStoreDay(context.conversation, event.storeDay),
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim() !== '',
    /** No reply in flight (idle, done, stopped, failed): a send while one is processing is ignored. */
    settled: not(stateIn('#chat.answering')),
    /** A reply (or its error) follows the last question. */
    canRegenerate: ({ context }) => {
      const at = lastQuestion(context.history);
      return at !== -1 && at < context.history.length - 1;
    },
    canEdit: ({ context, event }) =>
      event.type === 'chat.edit' && event.text.trim() !== '' && lastQuestion(context.history) !== -1,
  },
  delays: { chatTimeout: CHAT_TIMEOUT_MS },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    history: input.history ?? [],
    conversation: input.conversation ?? null,
    others: input.others ?? [],
    modelPath: knownModelPath(input.modelPath),
    context: input.context ?? '',
    now: input.now ?? (() => new Date()),
    request: null,
    partial: null,
  }),
  on: {
    'chat.context': { actions: assign({ context: ({ event }) => event.context }) },
    'chat.model': {
      actions: [
        assign({ modelPath: ({ event }) => knownModelPath(event.path) }),
        { type: 'persistModel', params: ({ context }) => ({ path: context.modelPath }) },
      ],
    },
    // idle, done, stopped and failed take the same events: a new question, again, edited, clear.
    'chat.send': {
      guard: and(['settled', 'hasText']),
      target: '.answering',
      actions: [{ type: 'ask', params: ({ event }) => ({ text: event.text }) }, persist],
    },
    'chat.regenerate': {
      guard: and(['settled', 'canRegenerate']),
      target: '.answering',
      actions: [{ type: 'askAgain', params: ({ event }) => ({ path: event.modelPath }) }, persist],
    },
    'chat.edit': {
      guard: and(['settled', 'canEdit']),
      target: '.answering',
      actions: [{ type: 'askEdited', params: ({ event }) => ({ text: event.text }) }, persist],
    },
    'chat.clear': {
      guard: 'settled',
      target: '.idle',
      actions: [assign({ history: [], partial: null }), persist],
    },
    'chat.conversation': [
      { guard: 'sameConversation' },
      {
        guard: not('settled'),
        target: '.idle',
        actions: [
          {
            type: 'appendSystem',
            params: ({ context }) => ({ msg: context.partial?.text ?? '', stopped: true }),
          },
          { type: 'openConversation', params: ({ event }) => ({ storeDay: event.storeDay }) },
          persist,
        ],
      },
      {
        target: '.idle',
        actions: [
          { type: 'openConversation', params: ({ event }) => ({ storeDay: event.storeDay }) },
          persist,
        ],
      },
    ],
  },
  initial: 'idle',
  states: {
    idle: {},
    answering: {
      tags: ['loading'],
      invoke: {
        id: 'sendChat',
        src: 'sendChat',
        input: ({ context, self }) => ({ ...(context.request as SendChatInput), chat: self }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'appendSystem', params: ({ event }) => ({ msg: event.output.msg, reply: event.output }) },
            persist,
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'appendSystem',
              params: ({ event }) => ({
                msg: messages.chatError(errorMessage(event.error, messages.chatApiFailed)),
              }),
            },
            persist,
          ],
        },
      },
      after: {
        chatTimeout: {
          target: 'failed',
          actions: [
            { type: 'appendSystem', params: { msg: messages.chatError(messages.chatTimedOut) } },
            persist,
          ],
        },
      },
      on: {
        'chat.stop': {
          target: 'stopped',
          actions: [
            {
              type: 'appendSystem',
              params: ({ context }) => ({ msg: context.partial?.text ?? '', stopped: true }),
            },
            persist,
          ],
        },
      },
      initial: 'waiting',
      states: {
        /** Asked; nothing has arrived yet. */
        waiting: {
          on: {
            'chat.stream.delta': {
              target: 'streaming',
              actions: { type: 'appendDelta', params: ({ event }) => ({ text: event.text }) },
            },
            'chat.stream.tool': {
              target: 'streaming',
              actions: { type: 'toolRunning', params: ({ event }) => ({ name: event.name }) },
            },
          },
        },
        /** The reply is arriving: its text so far shows, or the tool that runs. */
        streaming: {
          on: {
            'chat.stream.delta': {
              actions: { type: 'appendDelta', params: ({ event }) => ({ text: event.text }) },
            },
            'chat.stream.tool': {
              actions: { type: 'toolRunning', params: ({ event }) => ({ name: event.name }) },
            },
          },
        },
      },
    },
    /** The reply arrived (as idle). */
    done: {},
    /** The user stopped the reply; what had arrived is kept, marked stopped (as idle). */
    stopped: {},
    /** The request failed or timed out; the error is in the history (as idle). */
    failed: {},
  },
});

/** True while a reply is in flight (the spec's isProcessing): waiting or streaming. */
export const selectIsProcessing = (s: { value: unknown }) =>
  typeof s.value === 'object' && s.value !== null && 'answering' in s.value;

/** The reply in flight as the chat shows it: nothing yet (waiting), or its text and running tool. */
export const selectPendingReply = (s: {
  value: unknown;
  context: Pick<ChatContext, 'partial'>;
}): { status: 'waiting' } | { status: 'streaming'; text: string; tool: string | null } | null => {
  if (!selectIsProcessing(s)) return null;
  const partial = s.context.partial;
  return partial ? { status: 'streaming', text: partial.text, tool: partial.tool } : { status: 'waiting' };
};
