import type {
  ChatMessage as ChatMessageData,
  ContextPreviewFacts,
  ReportFigure,
  StatBlockKey,
} from '@store-ops/domain';
import { memo, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { ChatInput, type ChatInputProps } from '../../components/ChatInput';
import {
  ChatMessage,
  messageKeys,
  PendingReply,
  type PendingReplyState,
  type RegenerateModel,
} from '../../components/ChatMessage';
import { SelectorBar, type SelectorBarProps } from '../../components/SelectorBar';
import { useLazyModule } from '../../components/shared/lazyModule';
import { useScrollToNewest } from '../../components/shared/useScrollToNewest';
import {
  Composer,
  ContextStatus,
  Empty,
  Header,
  History,
  Layout,
  Main,
  Options,
  OptionsToggle,
  Suggestions,
} from './Chat.styles';
import { optionsModule } from './optionsModule';
import { chatStrings as s } from './strings';

/** The six stat block keys, in the domain's order (ui may import only types from domain). */
export const CHAT_BLOCK_KEYS: readonly StatBlockKey[] = [
  'sales',
  'hourly',
  'employees',
  'tasks',
  'samples',
  'timers',
];

/** The context machine's states as the chat shows them. */
export type ChatContextState =
  | { status: 'empty' }
  | { status: 'building' }
  | { status: 'ready'; preview: ContextPreviewFacts }
  | { status: 'failed'; message: string }
  /** The selected store-day's data did not load (its store and date as shown, and why). */
  | { status: 'loadFailed'; store: string; date: string; message: string };

/** The header above the conversation: what it is about (null parts are not shown). */
export interface ChatHeaderView {
  store: string | null;
  /** `Friday, November 27, 2026`. */
  date: string | null;
  /** The day's status when it is not complete (`In progress: data through 2 PM`). */
  status: string | null;
  company: string | null;
}

export type ContextSource = 'report' | 'manual';

export interface ChatScreenProps {
  messages: readonly ChatMessageData[];
  /** A reply is in flight: Send shows `...` and sends are ignored. */
  isProcessing: boolean;
  onSend: (message: string) => void;
  context: ChatContextState;
  contextSource: ContextSource;
  onContextSourceChange: (source: ContextSource) => void;
  manualContext: string;
  onManualContextChange: (text: string) => void;
  selectedBlocks: readonly StatBlockKey[];
  onSelectedBlocksChange: (blocks: StatBlockKey[]) => void;
  /** The bottom bar's selectors (company admin only, store, date). */
  selector: Omit<SelectorBarProps, 'layout'>;
  /** The options panel starts open (stories). */
  defaultOptionsOpen?: boolean;
  /** Block keys offered (default the six of the spec). */
  blockKeys?: readonly StatBlockKey[];
  timeZone?: string;
  locale?: string;
  /** The `/` prompt picker of the input. */
  promptPicker?: ChatInputProps['promptPicker'];
  /** Replaces the input's draft (a prompt chosen in the library or the picker). */
  fill?: ChatInputProps['fill'];
  /** Opens the printable report of the selected store-day (shown with the preview). */
  onOpenReport?: () => void;
  // Streamed replies: the reply in flight, what can be done with replies, their figures, suggestions
  /** The reply in flight: `...` while nothing has arrived, then its text as it streams. */
  pendingReply?: PendingReplyState | null;
  /** Stop the reply in flight (a Stop button beside Send). */
  onStop?: () => void;
  /** Regenerate the last reply (optionally with another model). */
  onRegenerate?: (modelPath?: string) => void;
  /** Admins: the catalogue, to regenerate the last reply with another model. */
  regenerateModels?: readonly RegenerateModel[];
  /** Edit and resend the last question. */
  onEdit?: (text: string) => void;
  /** The report context's figures, which a reply's numbers are traced to (none with manual context). */
  figures?: readonly ReportFigure[];
  /**
   * contextHash of the context those figures belong to: only replies asked with that context
   * (`context_hash`) are traced; a reply about another store-day is left unmarked.
   */
  figuresContextHash?: string;
  /** Suggested questions of the selected store-day (up to three show; a click sends one). */
  suggestions?: readonly string[];
  /** What the conversation is about, above it. */
  header?: ChatHeaderView;
  /** Empties the open conversation (the header's New conversation). */
  onNewConversation?: () => void;
}

/** Suggestion chips shown at most. */
export const MAX_SUGGESTIONS = 3;

function contextStatusText(context: ChatContextState): string | null {
  switch (context.status) {
    case 'empty':
      return s.noContext;
    case 'building':
      return s.buildingContext;
    case 'failed':
      return s.contextFailed(context.message);
    case 'loadFailed':
      return s.loadFailed(context.store, context.date, context.message);
    case 'ready':
      return null;
  }
}

// The screen's parts re-render only when their own props change (a new message, a context status):
// the selector bar, the options and the input hold most of the screen's React Aria controls.
const MemoSelectorBar = memo(SelectorBar);
const MemoChatInput = memo(ChatInput);

/**
 * The chat screen: history (user messages right in a green-bordered box, replies as sanitized markdown),
 * the input, an options toggle (context source, blocks, preview) and the bottom selector bar.
 */
export function ChatScreen({
  messages,
  isProcessing,
  onSend,
  selector,
  defaultOptionsOpen = false,
  blockKeys = CHAT_BLOCK_KEYS,
  timeZone,
  locale,
  promptPicker,
  fill,
  pendingReply,
  onStop,
  onRegenerate,
  regenerateModels,
  onEdit,
  figures,
  figuresContextHash,
  suggestions = [],
  header,
  onNewConversation,
  ...options
}: ChatScreenProps) {
  const { context, contextSource } = options;
  const [optionsOpen, setOptionsOpen] = useState(defaultOptionsOpen);
  const optionsPanel = useLazyModule(optionsModule, 'The chat options');
  const optionsId = useId();
  const historyRef = useRef<HTMLElement>(null);
  const keys = useMemo(() => messageKeys(messages), [messages]);
  useScrollToNewest(historyRef, messages.length, isProcessing);
  // Regenerate goes with the last reply, Edit with the last question, while nothing is in flight.
  const lastReply = messages.at(-1)?.user === 'system' ? messages.length - 1 : -1;
  const lastQuestion = messages.findLastIndex((m) => m.user === 'user');
  const chips = suggestions.slice(0, MAX_SUGGESTIONS);

  const status = contextSource === 'report' ? contextStatusText(context) : null;
  // A question waits for the selected store-day's context: never asked about the previous one.
  const waiting = contextSource === 'report' && context.status === 'building';

  return (
    <Layout data-component="ChatScreen" data-processing={isProcessing || undefined}>
      <Main>
        <h1 className="visually-hidden">{s.title}</h1>
        {header && (
          <Header data-part="chat-header">
            <p data-part="about">
              {header.store ? <span data-part="store">{header.store}</span> : <span>{s.noStore}</span>}
              {header.date && <span data-part="date">{header.date}</span>}
              {header.status && <span data-part="status">{header.status}</span>}
              {header.company && <span data-part="company">{header.company}</span>}
            </p>
            {onNewConversation && (
              <Button
                size="sm"
                variant="secondary"
                isDisabled={isProcessing || messages.length === 0}
                onPress={onNewConversation}
                data-part="new-conversation"
              >
                {s.newConversation}
              </Button>
            )}
          </Header>
        )}
        <History
          ref={historyRef}
          role="log"
          aria-label={s.historyLabel}
          aria-busy={isProcessing}
          tabIndex={0}
        >
          {messages.length === 0 && !pendingReply ? (
            <Empty>{s.emptyHistory}</Empty>
          ) : (
            <ol>
              {messages.map((m, i) => (
                <ChatMessage
                  key={keys[i]}
                  message={m}
                  timeZone={timeZone}
                  locale={locale}
                  figures={m.context_hash === figuresContextHash ? figures : undefined}
                  onRegenerate={i === lastReply && !isProcessing ? onRegenerate : undefined}
                  regenerateModels={regenerateModels}
                  onEdit={i === lastQuestion && !isProcessing ? onEdit : undefined}
                />
              ))}
              {pendingReply && <PendingReply reply={pendingReply} />}
            </ol>
          )}
        </History>

        <Composer>
          {status && (
            <ContextStatus role="status" data-context={context.status}>
              {status}
            </ContextStatus>
          )}
          <OptionsToggle
            aria-expanded={optionsOpen}
            aria-controls={optionsId}
            onPress={() => setOptionsOpen((v) => !v)}
          >
            {optionsOpen ? s.optionsHide : s.optionsShow}
          </OptionsToggle>
          <Options id={optionsId} hidden={!optionsOpen} data-part="options">
            {optionsPanel && <optionsPanel.ContextOptions {...options} blockKeys={blockKeys} />}
          </Options>
          {chips.length > 0 && (
            <Suggestions role="group" aria-label={s.suggestionsLabel} data-part="suggestions">
              {chips.map((question) => (
                <Button
                  key={question}
                  size="sm"
                  variant="secondary"
                  isDisabled={isProcessing || waiting}
                  onPress={() => onSend(question)}
                  data-part="suggestion"
                >
                  {question}
                </Button>
              ))}
            </Suggestions>
          )}
          <MemoChatInput
            onSend={onSend}
            onStop={onStop}
            isProcessing={isProcessing}
            isWaiting={waiting}
            promptPicker={promptPicker}
            fill={fill}
          />
        </Composer>
      </Main>
      <MemoSelectorBar {...selector} layout="bar" />
    </Layout>
  );
}
