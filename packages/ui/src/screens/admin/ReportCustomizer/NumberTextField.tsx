import { useState } from 'react';
import { TextField } from '../../../components/TextField';

/** A plain decimal number as typed (`12`, `-3`, `0.5`, `12.`, `.5`); anything else is not a number. */
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The typed text as the draft's value: `empty` when blank, NaN when not a number. */
export function parseNumberText<E extends number | null>(text: string, empty: E): number | E {
  const t = text.trim();
  if (t === '') return empty;
  return NUMBER.test(t) ? Number(t) : Number.NaN;
}

const show = (value: number | null) => (value === null || Number.isNaN(value) ? '' : String(value));

export interface NumberTextFieldProps<E extends number | null> {
  label: string;
  description?: string;
  /** The draft's value (NaN: what was typed is not a number; null: empty, where empty is allowed). */
  value: number | E;
  /** What an empty field means: null (no value) or NaN (invalid). */
  empty: E;
  onValue: (value: number | E) => void;
  errorMessage?: string;
  inputMode: 'numeric' | 'decimal';
  [dataAttr: `data-${string}`]: string | undefined;
}

/**
 * A number in a TextField (the library has no NumberField). The draft holds a number, so the text the
 * user types is kept here: `12.` or `abc` survive a round trip through the draft, and the text follows
 * the draft whenever the draft changes to something else (discard, take theirs, another company).
 */
export function NumberTextField<E extends number | null>({
  value,
  empty,
  onValue,
  errorMessage,
  ...rest
}: NumberTextFieldProps<E>) {
  const [typed, setTyped] = useState({ text: show(value), value });
  let text = typed.text;
  if (!Object.is(typed.value, value)) {
    text = Object.is(parseNumberText(typed.text, empty), value) ? typed.text : show(value);
    setTyped({ text, value });
  }
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(next) => {
        setTyped((t) => ({ ...t, text: next }));
        onValue(parseNumberText(next, empty));
      }}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      autoComplete="off"
    />
  );
}
