// One chat turn: the request's messages and context in, one reply out, from the offline analyst or a
// provider (with up to MAX_TOOL_ROUNDS rounds of tool calls on the tools paths).
import {
  type AnalystDay,
  answerQuestion,
  type DayComparison,
  isoDateSchema,
  type LlmRequest,
  type LlmResponse,
  type LlmStreamEvent,
  llmLimitProblem,
  parseContextText,
  planAnswer,
  presentBlocks,
  type StatBlockKey,
  type StoreRanking,
} from '@store-ops/domain';
import { type CatalogueEntry, LOCAL_ANALYST, PROVIDER_OFFLINE } from './catalogue';
import type { ScopedData } from './deps';
import { type ChatProvider, type GatewayMessage, type TokenUsage, throwIfAborted } from './provider';
import {
  type LoadedDay,
  loadDay,
  runTool,
  scopedStore,
  TOOL_NAMES,
  TOOL_SPECS,
  ToolError,
  type ToolName,
  toolContent,
} from './tools';

export const MAX_TOOL_ROUNDS = 5;

/** A request the gateway refuses; the route answers `status` with `{error: {code, message}}`. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the system message in front of every provider request says (the context follows it). */
export const GATEWAY_INSTRUCTIONS = [
  'You are the Store Ops assistant. Store managers ask about their store-days.',
  'Use only the figures in the context and in tool results, quoted as given; never invent, estimate or recalculate numbers.',
  'If something is not in the context, say that it is not in the context.',
  'Answer in concise markdown; use a small table where a table reads better.',
].join('\n');

export const TOOL_INSTRUCTIONS =
  'You may call tools to look up store-days the user may see (list_stores gives the ids). A tool error means the data is not available to this user: say so, do not guess.';

export interface ContextRef {
  store_id: number | null;
  date: string;
  blocks: StatBlockKey[];
}

export interface SplitRequest {
  /** The first message's text when it is a system message: the report or manual context. */
  contextText: string | null;
  /** Earlier turns: the user's messages and the assistant's replies (stored as `system`). */
  history: GatewayMessage[];
  question: string;
}

/**
 * The request is `[system context?, ...last stored messages, new user message]`. Stored replies of the
 * assistant carry `user: 'system'`, so only a leading system message is the context.
 */
export function splitRequest(messages: LlmRequest): SplitRequest {
  const last = messages.at(-1);
  if (last?.user !== 'user') {
    throw new GatewayError(400, 'bad_request', "The last message must be the user's question.");
  }
  if (last.msg.trim() === '') throw new GatewayError(400, 'bad_request', 'The question is empty.');
  const first = messages[0]!;
  const hasContext = first.user === 'system' && messages.length > 1;
  const middle = messages.slice(hasContext ? 1 : 0, -1);
  return {
    contextText: hasContext ? first.msg : null,
    history: middle.map(
      (m): GatewayMessage =>
        m.user === 'user' ? { role: 'user', content: m.msg } : { role: 'assistant', content: m.msg },
    ),
    question: last.msg,
  };
}

export interface ResolvedContext {
  /** The store-day rebuilt on the server from the user's own data, or null for manual context. */
  day: LoadedDay | null;
  ref: ContextRef | null;
  /** The context as the model gets it: re-rendered from server data for a report context. */
  text: string | null;
}

/**
 * A report context (rendered by `renderContextText`) names its store, date and blocks: the server
 * rebuilds exactly that from the requester's scope, so the figures a provider or the analyst sees are
 * the database's and never another scope's. Anything else is manual context and passes as text.
 */
export async function resolveContext(data: ScopedData, contextText: string | null): Promise<ResolvedContext> {
  if (contextText === null) return { day: null, ref: null, text: null };
  const parsed = parseContextText(contextText);
  if (!parsed) return { day: null, ref: null, text: contextText };
  const date = parsed.reportDate?.date;
  if (!isoDateSchema.safeParse(date).success) {
    throw new GatewayError(400, 'bad_request', "The report context's date is not a valid YYYY-MM-DD date.");
  }
  const rawId = parsed.location?.store?.id;
  const storeId = typeof rawId === 'number' && Number.isInteger(rawId) ? rawId : null;
  const blocks = presentBlocks(parsed.statBlocks ?? {});
  if (storeId !== null) {
    try {
      await scopedStore(data, storeId);
    } catch (err) {
      if (err instanceof ToolError) throw new GatewayError(403, 'forbidden', err.message);
      throw err;
    }
  }
  const day = await loadDay(data, storeId, date, blocks);
  return { day, ref: { store_id: storeId, date, blocks }, text: day.text };
}

export interface ChatInput {
  entry: CatalogueEntry;
  messages: LlmRequest;
  data: ScopedData;
}

/** What a streamed reply shows while it is written: text to append, and each tool as it starts. */
export type ChatProgress = Extract<LlmStreamEvent, { type: 'delta' | 'tool' }>;

export interface AnswerOptions {
  /** null: the offline analyst answers. */
  provider: ChatProvider | null;
  /** Epoch ms by which the reply must be done. */
  deadline: number;
  /** Aborted when the client goes away: the provider's request is cancelled and the work stops. */
  signal?: AbortSignal;
  /** Streaming: told of the reply's progress as it happens. Without it nothing is chunked. */
  emit?: (event: ChatProgress) => void;
  /** Told of the tokens each provider round used, as reported (also when the reply fails later). */
  onUsage?: (usage: TokenUsage) => void;
}

export interface ChatResult {
  response: LlmResponse;
  question: string;
  ref: ContextRef | null;
  /** Tokens the provider reported over every round of this reply (none for the offline analyst). */
  usage?: TokenUsage;
}

/** A request checked and its context resolved: what is left can only fail on the model's side. */
export interface PreparedChat {
  entry: CatalogueEntry;
  data: ScopedData;
  split: SplitRequest;
  resolved: ResolvedContext;
}

/** A request over LLM_LIMITS, as the gateway's error (the route answers it as `{error:{code,message}}`). */
function checkLimits(messages: LlmRequest, manualContext: boolean) {
  const problem = llmLimitProblem(messages, manualContext);
  if (problem) throw new GatewayError(problem.status, problem.code, problem.message);
}

/**
 * Everything a request can be refused for (400, 403, 413: GatewayError), before anything is asked
 * of a model: a streamed reply starts only after this.
 */
export async function prepareChat(input: ChatInput): Promise<PreparedChat> {
  const split = splitRequest(input.messages);
  checkLimits(input.messages, false);
  const resolved = await resolveContext(input.data, split.contextText);
  // Free text the analyst or a provider would read as it is: at most 64 KB of it.
  if (resolved.day === null) checkLimits(input.messages, true);
  return { entry: input.entry, data: input.data, split, resolved };
}

/** The reply to a prepared request, from the offline analyst or the provider. */
export function answerChat(chat: PreparedChat, options: AnswerOptions): Promise<ChatResult> {
  return options.provider ? providerReply(chat, options.provider, options) : analystReply(chat, options);
}

export async function runChat(input: ChatInput & AnswerOptions): Promise<ChatResult> {
  return answerChat(await prepareChat(input), input);
}

/** Text in pieces of about `size` characters, cut after whitespace; the pieces join to the text. */
export function textChunks(text: string, size = 48): string[] {
  const pieces: string[] = [];
  const space = /\s/g;
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      space.lastIndex = end;
      const hit = space.exec(text);
      end = hit ? hit.index + 1 : text.length;
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

/**
 * The offline analyst: its tools run (each announced first), then its whole answer; streamed, the
 * answer goes out in pieces, one event-loop turn apart (so a Stop is seen between them).
 */
async function analystReply(chat: PreparedChat, options: AnswerOptions): Promise<ChatResult> {
  const { split, resolved, data, entry } = chat;
  const { emit, signal } = options;
  const loaded = resolved.day;
  const day: AnalystDay | null = loaded
    ? {
        date: loaded.context.reportDate.date,
        storeName: loaded.store?.name ?? null,
        blocks: loaded.context.statBlocks,
        weather: loaded.context.weather,
        dayStatus: loaded.context.dayStatus,
      }
    : null;
  const plan = planAnswer(split.question, day);
  const tools: string[] = [];
  let comparison: DayComparison | { error: string } | null = null;
  if (plan.compareWith && day) {
    if (loaded?.store) {
      throwIfAborted(signal);
      emit?.({ type: 'tool', name: 'compare_days' });
      const outcome = await runTool(
        {
          name: 'compare_days',
          arguments: JSON.stringify({
            store_id: loaded.store.id,
            date_a: day.date,
            date_b: plan.compareWith,
          }),
        },
        data,
      );
      tools.push('compare_days');
      comparison = outcome.ok
        ? (outcome.result as DayComparison)
        : { error: (outcome.result as { error: string }).error };
    } else {
      comparison = { error: 'select a store to compare its days.' };
    }
  }
  let ranking: StoreRanking | { error: string } | null = null;
  if (plan.rankBy && day) {
    if (loaded?.store) {
      throwIfAborted(signal);
      emit?.({ type: 'tool', name: 'store_rank' });
      const outcome = await runTool(
        {
          name: 'store_rank',
          arguments: JSON.stringify({
            company_id: loaded.store.company_id,
            date: day.date,
            metric: plan.rankBy,
          }),
        },
        data,
      );
      tools.push('store_rank');
      ranking = outcome.ok
        ? (outcome.result as StoreRanking)
        : { error: (outcome.result as { error: string }).error };
    } else {
      ranking = { error: 'select a store so I know which company to rank.' };
    }
  }
  const msg = answerQuestion({
    question: split.question,
    day,
    contextText: resolved.text ?? undefined,
    comparison,
    ranking,
  });
  if (emit) {
    for (const text of textChunks(msg)) {
      throwIfAborted(signal);
      emit({ type: 'delta', text });
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  throwIfAborted(signal);
  return {
    response: { msg, llm: entry.path, model: LOCAL_ANALYST, provider: PROVIDER_OFFLINE, tools },
    question: split.question,
    ref: resolved.ref,
  };
}

async function providerReply(
  chat: PreparedChat,
  provider: ChatProvider,
  options: AnswerOptions,
): Promise<ChatResult> {
  const { split, resolved, entry } = chat;
  const { emit, signal } = options;
  const withTools = entry.kind === 'tools';
  const system = [GATEWAY_INSTRUCTIONS];
  if (withTools) {
    system.push(TOOL_INSTRUCTIONS);
    if (resolved.ref) {
      system.push(
        `The report in front of the user: store_id ${resolved.ref.store_id ?? 'none (all stores in scope)'}, date ${resolved.ref.date}.`,
      );
    }
  }
  if (resolved.text !== null) {
    system.push(
      resolved.day ? resolved.text : `Context given by the user (manual context):\n\n${resolved.text}`,
    );
  }
  const messages: GatewayMessage[] = [
    { role: 'system', content: system.join('\n\n') },
    ...split.history,
    { role: 'user', content: split.question },
  ];
  const used: string[] = [];
  let rounds = 0;
  let usage: TokenUsage | undefined;
  for (;;) {
    const toolsAllowed = withTools && rounds < MAX_TOOL_ROUNDS;
    let streamed = false;
    const completion = await provider.complete({
      model: entry.model,
      messages,
      ...(withTools
        ? { tools: TOOL_SPECS, toolChoice: toolsAllowed ? ('auto' as const) : ('none' as const) }
        : {}),
      deadline: options.deadline,
      ...(signal ? { signal } : {}),
      ...(emit
        ? {
            onText: (text: string) => {
              if (!streamed && text.trim() === '') return; // no leading blank delta
              streamed = true;
              emit({ type: 'delta', text });
            },
          }
        : {}),
    });
    if (completion.usage) {
      options.onUsage?.(completion.usage);
      usage = {
        input: (usage?.input ?? 0) + completion.usage.input,
        output: (usage?.output ?? 0) + completion.usage.output,
      };
    }
    throwIfAborted(signal);
    if (completion.toolCalls.length === 0 || !toolsAllowed) {
      const text = completion.content?.trim() ?? '';
      const msg =
        text ||
        (completion.toolCalls.length > 0
          ? `I stopped after ${MAX_TOOL_ROUNDS} rounds of tool calls without a final answer.`
          : 'The model returned an empty answer.');
      // The stream shows what the reply says, also when the gateway wrote it.
      if (!text) emit?.({ type: 'delta', text: msg });
      return {
        response: {
          msg,
          llm: entry.path,
          model: completion.model,
          provider: provider.name,
          tools: used,
        },
        question: split.question,
        ref: resolved.ref,
        ...(usage ? { usage } : {}),
      };
    }
    rounds++;
    messages.push({ role: 'assistant', content: completion.content, toolCalls: completion.toolCalls });
    for (const call of completion.toolCalls) {
      throwIfAborted(signal);
      const known = TOOL_NAMES.includes(call.name as ToolName);
      // Only our tools' names are shown: a name the model made up is the model's text, not a tool.
      if (known) emit?.({ type: 'tool', name: call.name });
      const outcome = await runTool(call, chat.data);
      if (known && !used.includes(call.name)) used.push(call.name);
      messages.push({ role: 'tool', toolCallId: call.id, content: toolContent(outcome) });
    }
  }
}
