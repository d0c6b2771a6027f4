import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SuggestionList, useSuggestions } from '../../components/SuggestionList';
import { TextArea } from '../../components/TextArea';
import { MentionField } from './Composer.styles';
import { matchMembers, mentionTokenAt } from './mentions';
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
 * A textarea with the chat input's suggestion list for `@` mentions: typing `@` and letters opens
 * the members whose name or handle starts with them; Up/Down move, Enter, Tab (or a click) inserts
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
  /** The `@` position whose list Escape closed (a new `@` opens the list again). */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const nextCaret = useRef<number | null>(null);

  const token = isDisabled ? null : mentionTokenAt(value, Math.min(caret, value.length));
  const open = token !== null && token.start !== dismissedAt;
  const options = open && token ? matchMembers(members, token.query) : [];

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

  const insert = (member: MentionCandidate) => {
    if (!token) return;
    const end = token.start + 1 + token.query.length;
    const text = `@${member.handle} `;
    nextCaret.current = token.start + text.length;
    onChange(value.slice(0, token.start) + text + value.slice(end));
  };

  const suggestions = useSuggestions({
    isOpen: open,
    items: options.map((m) => ({ key: m.user_id, title: m.name, detail: `@${m.handle}`, member: m })),
    text: value,
    onPick: (option) => insert(option.member),
    onDismiss: () => setDismissedAt(token?.start ?? null),
  });

  return (
    <MentionField data-part={rest['data-part']}>
      <SuggestionList
        {...suggestions.listProps}
        label={s.mentionsLabel}
        emptyText={s.mentionsEmpty}
        status={s.mentionsStatus(options.length)}
        data-part="mention-picker"
        statusPart="mention-status"
      />
      <TextArea
        aria-label={label}
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(next) => {
          onChange(next);
          const input = inputRef.current;
          setCaret(input ? (input.selectionStart ?? next.length) : next.length);
          if (dismissedAt !== null && mentionTokenAt(next, next.length)?.start !== dismissedAt)
            setDismissedAt(null);
        }}
        description={description}
        errorMessage={errorMessage ?? undefined}
        isInvalid={Boolean(errorMessage)}
        isDisabled={isDisabled}
        onTextAreaKeyDown={(e) => {
          if (!suggestions.onKeyDown(e)) onKeyDown?.(e);
        }}
        inputRef={inputRef}
        inputProps={suggestions.inputProps}
      />
    </MentionField>
  );
}
