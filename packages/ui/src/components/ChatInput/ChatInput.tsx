import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { SuggestionList, useSuggestions } from '../SuggestionList';
import { TextArea } from '../TextArea';
import { Form, Wrapper } from './ChatInput.styles';
import { chatInputStrings as s } from './strings';

/** A prompt the `/` picker offers. */
export interface PromptOption {
  id: number;
  title: string;
  category: string;
}

export interface ChatInputPromptPicker {
  /** The prompts matching what follows the `/` (all of them for an empty query), best first. */
  options: (query: string) => readonly PromptOption[];
  /** A prompt was chosen (Enter or a click): the caller fills its variables and sets the draft. */
  onPick: (id: number) => void;
}

export interface ChatInputProps {
  /** Called with the message text (untrimmed) when the user sends; never called with a blank message. */
  onSend: (message: string) => void;
  /** A reply is in flight: Send shows `...` and sending is ignored. */
  isProcessing?: boolean;
  /** The whole input is disabled (the public demo chat). */
  isDisabled?: boolean;
  /** What a question would be asked about is not ready yet: Send waits, the draft stays. */
  isWaiting?: boolean;
  placeholder?: string;
  /** Initial draft (stories). */
  defaultValue?: string;
  /** `/` at the start of the draft opens a list of prompts filtered as you type. */
  promptPicker?: ChatInputPromptPicker;
  /** Replaces the draft (a prompt chosen in the library or the picker); a new `key` applies it again. */
  fill?: { text: string; key: number };
  /** Stops the reply in flight: while processing, a Stop button stands beside Send. */
  onStop?: () => void;
}

/**
 * The chat's multiline input: Enter sends, Shift+Enter inserts a newline, an empty message is not
 * sent. With a prompt picker, a draft starting with `/` opens the list of prompts: arrows move,
 * Enter or Tab chooses, Escape closes, and a live region says how many match.
 */
export function ChatInput({
  onSend,
  isProcessing = false,
  isDisabled = false,
  isWaiting = false,
  placeholder = s.placeholder,
  defaultValue = '',
  promptPicker,
  fill,
  onStop,
}: ChatInputProps) {
  const [draft, setDraft] = useState(defaultValue);
  const [dismissed, setDismissed] = useState(false);
  const formId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!fill) return;
    setDraft(fill.text);
    setDismissed(false);
    const input = inputRef.current;
    if (input) {
      input.focus();
      // The caret after the text, ready to add to it.
      requestAnimationFrame(() => input.setSelectionRange(fill.text.length, fill.text.length));
    }
  }, [fill]);

  const picking = Boolean(promptPicker) && draft.startsWith('/') && !draft.includes('\n') && !dismissed;
  const options = picking && promptPicker ? promptPicker.options(draft.slice(1).trim()) : [];
  const suggestions = useSuggestions({
    isOpen: picking,
    items: options.map((o) => ({ key: o.id, title: o.title, detail: o.category })),
    text: draft,
    onPick: (option) => {
      setDismissed(true);
      promptPicker?.onPick(option.key);
    },
    onDismiss: () => setDismissed(true),
  });

  const send = () => {
    if (isDisabled || isWaiting || isProcessing || draft.trim() === '') return;
    onSend(draft);
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.onKeyDown(e)) return;
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const onChange = (value: string) => {
    setDraft(value);
    if (!value.startsWith('/')) setDismissed(false);
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
      {/* Only a chat with prompts has the picker (the sign-in page's demo chat has none). */}
      {promptPicker && (
        <SuggestionList
          {...suggestions.listProps}
          label={s.pickerLabel}
          emptyText={s.pickerEmpty}
          status={s.pickerStatus(options.length)}
          data-part="prompt-picker"
          statusPart="picker-status"
        />
      )}
      <Wrapper>
        <TextArea
          className="chat-input-field"
          aria-label={s.label}
          rows={2}
          placeholder={placeholder}
          value={draft}
          onChange={onChange}
          isDisabled={isDisabled}
          onTextAreaKeyDown={onKeyDown}
          inputRef={inputRef}
          inputProps={promptPicker ? suggestions.inputProps : undefined}
        />
        {/* Stop beside Send while a reply is in flight; Send keeps the spec's ellipsis. */}
        {isProcessing && onStop && (
          <Button type="button" variant="danger" onPress={onStop} data-part="stop">
            {s.stop}
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          isDisabled={isDisabled || isWaiting}
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
