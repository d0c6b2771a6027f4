import { type KeyboardEvent, useId, useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { Form, SendButton, Wrapper } from './ChatInput.styles';
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
        <TextField className="chat-input-field" value={draft} onChange={setDraft} isDisabled={isDisabled}>
          <Label className="visually-hidden">{s.label}</Label>
          <TextArea rows={2} placeholder={placeholder} onKeyDown={onKeyDown} />
        </TextField>
        <SendButton
          type="submit"
          isDisabled={isDisabled}
          isPending={isProcessing}
          aria-label={isProcessing ? s.processingLabel : undefined}
          data-variant="primary"
        >
          {isProcessing ? s.processing : s.send}
        </SendButton>
      </Wrapper>
    </Form>
  );
}
