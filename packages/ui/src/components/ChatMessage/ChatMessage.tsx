import type { ChatMessage as ChatMessageData } from '@store-ops/domain';
import { memo } from 'react';
import { Markdown } from '../Markdown';
import { Body, Bubble, Meta, Row } from './ChatMessage.styles';
import { chatMessageStrings as s } from './strings';

export interface ChatMessageProps {
  message: ChatMessageData;
  /** IANA time zone for the timestamp (stories pin `UTC`); the browser's zone when omitted. */
  timeZone?: string;
  /** Locale for the timestamp; the browser's when omitted. */
  locale?: string;
}

/** `model` when the reply names what answered, else the endpoint path `llm` (spec section 3). */
export function modelLabel(message: Pick<ChatMessageData, 'model' | 'llm'>): string {
  return message.model?.trim() || message.llm;
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

/**
 * One chat message. The user's own message sits on the right in a green-bordered box (plain text, never
 * parsed); a system reply is sanitized markdown with its timestamp, model label and the tools that ran.
 * Memoized: a history's messages do not change, so a new message renders only itself.
 */
export const ChatMessage = memo(function ChatMessage({ message, timeZone, locale }: ChatMessageProps) {
  const isUser = message.user === 'user';
  const time = (
    <time dateTime={message.timestamp} data-part="timestamp">
      {formatTimestamp(message.timestamp, locale, timeZone)}
    </time>
  );
  if (isUser) {
    return (
      <Row data-component="ChatMessage" data-author="user">
        <Bubble data-author="user" aria-label={s.you}>
          <Body data-part="body">{message.msg}</Body>
          <Meta>{time}</Meta>
        </Bubble>
      </Row>
    );
  }
  const tools = message.tools?.filter((t) => t.trim() !== '') ?? [];
  return (
    <Row data-component="ChatMessage" data-author="system">
      <Bubble data-author="system" aria-label={s.assistant}>
        <Markdown source={message.msg} data-part="body" />
        <Meta>
          {time}
          <span data-part="model">{modelLabel(message)}</span>
          {tools.length > 0 && <span data-part="tools">{s.used(tools)}</span>}
        </Meta>
      </Bubble>
    </Row>
  );
});

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
