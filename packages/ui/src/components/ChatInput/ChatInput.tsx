import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import {
  Form,
  Picker,
  PickerCategory,
  PickerEmpty,
  PickerOption,
  PickerTitle,
  Wrapper,
} from './ChatInput.styles';
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
 * Enter chooses, Escape closes, and a live region says how many match.
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
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const formId = useId();
  const listId = useId();
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
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const send = () => {
    if (isDisabled || isWaiting || isProcessing || draft.trim() === '') return;
    onSend(draft);
    setDraft('');
  };

  const pick = (option: PromptOption | undefined) => {
    if (!option || !promptPicker) return;
    setDismissed(true);
    promptPicker.onPick(option.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (options.length === 0) return;
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setDismissed(true);
        return;
      }
      if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && current >= 0) {
        e.preventDefault();
        pick(options[current]);
        return;
      }
    }
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const onChange = (value: string) => {
    setDraft(value);
    setActive(0);
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
      {picking && (
        <Picker id={listId} role="listbox" aria-label={s.pickerLabel} data-part="prompt-picker">
          {options.length === 0 ? (
            <PickerEmpty role="presentation">{s.pickerEmpty}</PickerEmpty>
          ) : (
            options.map((option, i) => (
              <PickerOption
                key={option.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                data-active={i === current || undefined}
                // The textarea keeps the focus: a press chooses without blurring it.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(option)}
              >
                <PickerTitle>{option.title}</PickerTitle>
                <PickerCategory>{option.category}</PickerCategory>
              </PickerOption>
            ))
          )}
        </Picker>
      )}
      <span className="visually-hidden" aria-live="polite" data-part="picker-status">
        {picking ? s.pickerStatus(options.length) : ''}
      </span>
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
          inputProps={
            promptPicker
              ? {
                  // A textarea may not take the combobox role: a textbox that controls the list,
                  // its active option, and the live region above say the rest.
                  'aria-autocomplete': 'list',
                  'aria-controls': picking ? listId : undefined,
                  'aria-activedescendant': picking && current >= 0 ? optionId(current) : undefined,
                }
              : undefined
          }
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
