import type { ChatMessage as ChatMessageData } from '@store-ops/domain';
import { useId, useMemo, useRef } from 'react';
import { ChatInput } from '../../components/ChatInput';
import { ChatMessage, messageKeys } from '../../components/ChatMessage';
import { useScrollToNewest } from '../../components/shared/useScrollToNewest';
import { Frame, Header, History, Note } from './DemoChat.styles';
import { demoChatStrings as s } from './strings';

/** The public demo chat shows a scripted conversation; the machine appends a message every 3000 ms. */
export const DEMO_MESSAGE_INTERVAL_MS = 3000;

export interface DemoChatProps {
  /** The scripted messages shown so far (the demo machine appends one every 3000 ms). */
  messages: readonly ChatMessageData[];
  /** Heading level of the title (2 on its own page, 3 beside the login form). */
  headingLevel?: 2 | 3;
  timeZone?: string;
  locale?: string;
}

/** The scripted demo chat: read-only history, input disabled. */
export function DemoChat({ messages, headingLevel = 2, timeZone, locale }: DemoChatProps) {
  const uid = useId();
  const historyRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  const keys = useMemo(() => messageKeys(messages), [messages]);
  useScrollToNewest(historyRef, messages.length);

  return (
    <Frame data-component="DemoChat" aria-labelledby={`${uid}-demo-chat-title`}>
      <Header>
        <Heading id={`${uid}-demo-chat-title`}>{s.title}</Heading>
        <Note>{s.disabledNote}</Note>
      </Header>
      <History ref={historyRef} role="log" aria-live="polite" aria-label={s.title} tabIndex={0}>
        <ol>
          {messages.map((m, i) => (
            <ChatMessage key={keys[i]} message={m} timeZone={timeZone} locale={locale} readOnly />
          ))}
        </ol>
      </History>
      <ChatInput onSend={() => {}} isDisabled placeholder={s.inputPlaceholder} />
    </Frame>
  );
}
