import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { Form, Wrapper } from './ChatInput.styles';
import { chatInputStrings as s } from './strings';

export interface ChatInputProps {
  /** Called with the message text (untrimmed) when the user sends; never called with a blank message. */
  onSend: (message: string) => void;
  /** A reply is in flight: Send shows `...` and sending is ignored (spec section 5). */
  isProcessing?: boolean;
  /** The whole input is disabled (the public demo chat). */
  isDisabled?: boolean;
  placeholder?: string;
  /** Initial draft (stories). */
  defaultValue?: string;
}

/** The chat's multiline input: Enter sends, Shift+Enter inserts a newline, an empty message is not sent. */
export function ChatInput({
  onSend,
  isProcessing = false,
  isDisabled = false,
  placeholder = s.placeholder,
  defaultValue = '',
}: ChatInputProps) {
  const [draft, setDraft] = useState(defaultValue);
  const formId = useId();

  const send = () => {
    if (isDisabled || isProcessing || draft.trim() === '') return;
    onSend(draft);
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  return (
    <Form
      id={formId}
      data-component="ChatInput"
      data-processing={isProcessing || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Wrapper>
        <TextArea
          className="chat-input-field"
          aria-label={s.label}
          rows={2}
          placeholder={placeholder}
          value={draft}
          onChange={setDraft}
          isDisabled={isDisabled}
          onTextAreaKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          variant="primary"
          isDisabled={isDisabled}
          isPending={isProcessing}
          pendingLabel={s.processing}
          aria-label={isProcessing ? s.processingLabel : undefined}
          data-part="send"
        >
          {s.send}
        </Button>
      </Wrapper>
    </Form>
  );
}
