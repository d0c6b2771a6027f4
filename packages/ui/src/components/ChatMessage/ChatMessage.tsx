import {
  ANALYST_NAME,
  type ChatMessage as ChatMessageData,
  modelPathLabel,
  type ReportFigure,
} from '@store-ops/domain';
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Markdown } from '../Markdown';
import type { TextMark } from '../Markdown/marks';
import { lazyModule, useLazyModule } from '../shared/lazyModule';
import { Body, Bubble, FigureTip, Meta, Row, Status } from './ChatMessage.styles';
import type { RegenerateModel } from './ReplyExtras';
import { chatMessageStrings as s } from './strings';

/** Copy, Regenerate, Reply details, table copy and Edit: loaded after the chat's first paint. */
const replyExtras = lazyModule(() => import('./ReplyExtras'));
export const loadReplyExtras = replyExtras.load;

export interface ChatMessageProps {
  message: ChatMessageData;
  /** IANA time zone for the timestamp (stories pin `UTC`); the browser's zone when omitted. */
  timeZone?: string;
  /** Locale for the timestamp; the browser's when omitted. */
  locale?: string;
  /**
   * The figures of the report context (replies built from one): each number of the reply that equals
   * one is marked, with the block, field and value on hover and focus; in a provider's reply (not the
   * offline analyst's) a number that matches none is flagged `not in the report context`.
   */
  figures?: readonly ReportFigure[];
  /** The last reply, while nothing is in flight: Regenerate (optionally with another model). */
  onRegenerate?: (modelPath?: string) => void;
  /** Admins: the models a reply may be regenerated with. */
  regenerateModels?: readonly RegenerateModel[];
  /** The last question, while nothing is in flight: Edit, then Save & send. */
  onEdit?: (text: string) => void;
  /** A scripted conversation (the sign-in page's demo): no actions, no tracing, nothing more to load. */
  readOnly?: boolean;
}

/**
 * `model` when the reply names what answered; else (a stopped or failed reply) the name of the model
 * its endpoint `llm` asked for, from the catalogue; the endpoint itself only when the catalogue lacks it.
 */
export function modelLabel(message: Pick<ChatMessageData, 'model' | 'llm'>): string {
  return message.model?.trim() || modelPathLabel(message.llm) || message.llm;
}

export function formatTimestamp(iso: string, locale?: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(d);
}

/** The figure a mark stands for, and where its tip goes (below the mark, inside the bubble). */
interface Tip {
  index: number;
  top: number;
  left: number;
}

const markOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('mark[data-figure]') : null;

/** Marks, and the tip of the mark under the pointer or focus. */
function useFigures(
  message: ChatMessageData,
  figures: readonly ReportFigure[] | undefined,
  trace: typeof import('./ReplyExtras').traceFigures | undefined,
) {
  // Only a whole reply of a model is traced (not an error, not a stopped part). In a render of its own
  // after the message shows (deferred): a long reply's tracing is not part of the task that shows it.
  const deferredTrace = useDeferredValue(trace, undefined);
  const traced = useMemo(
    () =>
      deferredTrace &&
      figures &&
      figures.length > 0 &&
      message.user === 'system' &&
      message.model &&
      !message.stopped
        ? deferredTrace(message.msg, figures)
        : [],
    [deferredTrace, figures, message],
  );
  const flagUnmatched = message.model !== ANALYST_NAME;
  const marks = useMemo(
    () =>
      traced.flatMap((t, i): TextMark[] =>
        t.figure
          ? [{ text: t.text, id: String(i), status: 'traced' }]
          : flagUnmatched
            ? [{ text: t.text, id: String(i), status: 'flagged' }]
            : [],
      ),
    [traced, flagUnmatched],
  );
  const [tip, setTip] = useState<Tip | null>(null);
  const tipId = useId();
  const show = (mark: HTMLElement) => {
    const bubble = mark.closest('article');
    if (!bubble) return;
    const b = bubble.getBoundingClientRect();
    const m = mark.getBoundingClientRect();
    mark.setAttribute('aria-describedby', tipId);
    setTip({
      index: Number(mark.dataset.figure),
      top: m.bottom - b.top + 4,
      left: Math.max(0, m.left - b.left),
    });
  };
  const hide = (mark: HTMLElement | null) => {
    mark?.removeAttribute('aria-describedby');
    setTip(null);
  };
  const handlers =
    marks.length === 0
      ? {}
      : {
          onPointerOver: (e: PointerEvent) => {
            const mark = markOf(e.target);
            if (mark) show(mark);
          },
          onPointerOut: (e: PointerEvent) => {
            const mark = markOf(e.target);
            if (mark && !mark.contains(e.relatedTarget as Node | null) && document.activeElement !== mark)
              hide(mark);
          },
          onFocus: (e: FocusEvent) => {
            const mark = markOf(e.target);
            if (mark) show(mark);
          },
          onBlur: (e: FocusEvent) => hide(markOf(e.target)),
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Escape' && markOf(e.target)) hide(markOf(e.target));
          },
        };
  const figure = tip ? traced[tip.index] : undefined;
  return { marks, tip, tipId, figure, handlers };
}

/**
 * One chat message. The user's own message sits on the right in a green-bordered box (plain text, never
 * parsed); a system reply is sanitized markdown with its timestamp, model label and the tools that ran,
 * `Stopped` when the user stopped it, its figures traced to the report context, and its actions.
 * Memoized: a history's messages do not change, so a new message renders only itself.
 */
export const ChatMessage = memo(function ChatMessage({
  message,
  timeZone,
  locale,
  figures: contextFigures,
  onRegenerate,
  regenerateModels,
  onEdit,
  readOnly = false,
}: ChatMessageProps) {
  const isUser = message.user === 'user';
  const bubble = useRef<HTMLElement>(null);
  const extras = useLazyModule(readOnly ? null : replyExtras, 'The reply actions');
  const [editing, setEditing] = useState(false);
  const figures = useFigures(message, contextFigures, extras?.traceFigures);
  // The question changed or may no longer be edited: leave the editor.
  useEffect(() => {
    if (!onEdit) setEditing(false);
  }, [onEdit]);
  const time = (
    <time dateTime={message.timestamp} data-part="timestamp">
      {formatTimestamp(message.timestamp, locale, timeZone)}
    </time>
  );
  if (isUser) {
    return (
      <Row data-component="ChatMessage" data-author="user">
        <Bubble data-author="user" aria-label={s.you} data-state={editing ? 'editing' : undefined}>
          {editing && extras && onEdit ? (
            <extras.QuestionEditor
              text={message.msg}
              onSave={(text) => {
                setEditing(false);
                onEdit(text);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Body data-part="body">{message.msg}</Body>
          )}
          <Meta>
            {time}
            {onEdit && extras && !editing && <extras.EditButton onPress={() => setEditing(true)} />}
          </Meta>
        </Bubble>
      </Row>
    );
  }
  const tools = message.tools?.filter((t) => t.trim() !== '') ?? [];
  return (
    <Row data-component="ChatMessage" data-author="system">
      <Bubble
        ref={bubble}
        data-author="system"
        aria-label={s.assistant}
        data-stopped={message.stopped || undefined}
        {...figures.handlers}
      >
        <Markdown source={message.msg} data-part="body" marks={figures.marks} skipOffscreenLayout />
        <Meta>
          {time}
          <span data-part="model">{modelLabel(message)}</span>
          {tools.length > 0 && <span data-part="tools">{s.used(tools)}</span>}
          {message.stopped && <span data-part="stopped">{s.stopped}</span>}
        </Meta>
        {extras && (
          <extras.ReplyActions
            message={message}
            bubble={bubble}
            onRegenerate={onRegenerate}
            regenerateModels={regenerateModels}
            locale={locale}
          />
        )}
        {figures.tip && figures.figure && (
          <FigureTip
            role="tooltip"
            id={figures.tipId}
            data-part="figure-tip"
            style={{ top: figures.tip.top, left: figures.tip.left }}
          >
            {extras && <extras.FigureTipContent traced={figures.figure} locale={locale} />}
          </FigureTip>
        )}
      </Bubble>
    </Row>
  );
});

/** Shows a fast-changing value at most once per animation frame (a streaming reply's text). */
export function useFrameValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const frame = requestAnimationFrame(() => setShown(latest.current));
    return () => cancelAnimationFrame(frame);
  }, [value, shown]);
  return shown;
}

/** The reply in flight: `...` until something arrives, then its text as it streams, or the tool running. */
export type PendingReplyState =
  | { status: 'waiting' }
  | { status: 'streaming'; text: string; tool: string | null };

/**
 * The reply being written. Its Markdown renders from the text of the latest animation frame, not on
 * every delta: a long reply's deltas arrive faster than frames, and each render parses the whole text.
 */
export function PendingReply({ reply }: { reply: PendingReplyState }) {
  const text = useFrameValue(reply.status === 'streaming' ? reply.text : '');
  return (
    <Row data-component="ChatMessage" data-author="system" data-pending={reply.status}>
      <Bubble data-author="system" aria-label={s.assistant} aria-busy="true">
        {text !== '' && <Markdown source={text} data-part="body" skipOffscreenLayout />}
        {reply.status === 'waiting' ? (
          <Status data-part="waiting" role="status" aria-label={s.waitingLabel}>
            {s.waiting}
          </Status>
        ) : (
          reply.tool && (
            <Status data-part="tool" role="status">
              {s.running(reply.tool)}
            </Status>
          )
        )}
      </Bubble>
    </Row>
  );
}

/**
 * Stable React keys for an append-only history: timestamp + author, with a counter for the rare
 * duplicates, so earlier messages keep their keys when new ones arrive.
 */
export function messageKeys(messages: readonly Pick<ChatMessageData, 'timestamp' | 'user'>[]): string[] {
  const seen = new Map<string, number>();
  return messages.map((m) => {
    const base = `${m.timestamp}|${m.user}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}|${n}`;
  });
}
