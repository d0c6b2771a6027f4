import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  Picker,
  PickerCategory,
  PickerEmpty,
  PickerOption,
  PickerTitle,
} from '../../components/ChatInput/ChatInput.styles';
import { TextArea } from '../../components/TextArea';
import { matchMembers, mentionTokenAt } from './mentions';
import { MentionField } from './StaffChat.styles';
import { staffChatStrings as s } from './strings';

export interface MentionCandidate {
  user_id: number;
  name: string;
  handle: string;
}

export interface MentionTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The room's members the `@` list offers (the reader excluded by the caller). */
  members: readonly MentionCandidate[];
  /** Keys the list did not take (Enter sends or saves, Escape cancels). */
  onKeyDown?: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  autoFocus?: boolean;
  rows?: number;
  'data-part'?: string;
}

/**
 * A textarea with the chat input's `/` picker pattern for `@` mentions: typing `@` and letters opens
 * the members whose name or handle starts with them; Up/Down move, Enter (or a click) inserts
 * `@handle `, Escape closes; a live region says how many match. The textarea keeps the focus (the
 * list's active option is its aria-activedescendant). Fully controlled: `value` in, `onChange` out.
 */
export function MentionTextArea({
  label,
  value,
  onChange,
  members,
  onKeyDown,
  placeholder,
  description,
  errorMessage,
  isDisabled = false,
  autoFocus = false,
  rows = 2,
  ...rest
}: MentionTextAreaProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(value.length);
  const [active, setActive] = useState(0);
  /** The `@` position whose list Escape closed (a new `@` opens the list again). */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const nextCaret = useRef<number | null>(null);
  const listId = useId();

  const token = isDisabled ? null : mentionTokenAt(value, Math.min(caret, value.length));
  const open = token !== null && token.start !== dismissedAt;
  const options = open && token ? matchMembers(members, token.query) : [];
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  // Where the caret is: the list follows the token the caret is in, not the end of the text.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const sync = () => setCaret(input.selectionStart ?? input.value.length);
    for (const type of ['keyup', 'click', 'focus'] as const) input.addEventListener(type, sync);
    return () => {
      for (const type of ['keyup', 'click', 'focus'] as const) input.removeEventListener(type, sync);
    };
  }, []);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // After an insertion, the caret goes after `@handle ` once the new value is in the textarea.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const at = nextCaret.current;
    if (!input || at === null || input.value !== value) return;
    nextCaret.current = null;
    input.setSelectionRange(at, at);
    setCaret(at);
  }, [value]);

  const insert = (member: MentionCandidate | undefined) => {
    if (!member || !token) return;
    const end = token.start + 1 + token.query.length;
    const text = `@${member.handle} `;
    nextCaret.current = token.start + text.length;
    onChange(value.slice(0, token.start) + text + value.slice(end));
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && !e.nativeEvent.isComposing) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (options.length === 0) return;
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        setDismissedAt(token?.start ?? null);
        return;
      }
      if ((e.key === 'Enter' || e.key === 'Tab') && !e.shiftKey && current >= 0) {
        e.preventDefault();
        insert(options[current]);
        return;
      }
    }
    onKeyDown?.(e);
  };

  return (
    <MentionField data-part={rest['data-part']}>
      {open && (
        <Picker id={listId} role="listbox" aria-label={s.mentionsLabel} data-part="mention-picker">
          {options.length === 0 ? (
            <PickerEmpty role="presentation">{s.mentionsEmpty}</PickerEmpty>
          ) : (
            options.map((member, i) => (
              <PickerOption
                key={member.user_id}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                data-active={i === current || undefined}
                // The textarea keeps the focus: a press inserts without blurring it.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => insert(member)}
              >
                <PickerTitle>{member.name}</PickerTitle>
                <PickerCategory>@{member.handle}</PickerCategory>
              </PickerOption>
            ))
          )}
        </Picker>
      )}
      <span className="visually-hidden" aria-live="polite" data-part="mention-status">
        {open ? s.mentionsStatus(options.length) : ''}
      </span>
      <TextArea
        className="field"
        aria-label={label}
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(next) => {
          onChange(next);
          setActive(0);
          const input = inputRef.current;
          setCaret(input ? (input.selectionStart ?? next.length) : next.length);
          if (dismissedAt !== null && mentionTokenAt(next, next.length)?.start !== dismissedAt)
            setDismissedAt(null);
        }}
        description={description}
        errorMessage={errorMessage ?? undefined}
        isInvalid={Boolean(errorMessage)}
        isDisabled={isDisabled}
        onTextAreaKeyDown={handleKeyDown}
        inputRef={inputRef}
        inputProps={{
          // A textarea may not take the combobox role: a textbox that controls the list, its
          // active option, and the live region say the rest (as the chat input's `/` picker).
          'aria-autocomplete': 'list',
          'aria-controls': open ? listId : undefined,
          'aria-activedescendant': open && current >= 0 ? optionId(current) : undefined,
        }}
      />
    </MentionField>
  );
}
