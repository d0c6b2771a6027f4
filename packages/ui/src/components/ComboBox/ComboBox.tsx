import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { icons } from '../IconButton';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import {
  ComboButton,
  ComboInput,
  ComboList,
  ComboOption,
  ComboPopover,
  ComboRoot,
  InputGroup,
  NoMatch,
} from './ComboBox.styles';

export const comboStrings = {
  /** With the field's label, the button reads `Show options Store`. */
  showOptions: 'Show options',
  noMatch: 'No matches',
} as const;

export interface ComboBoxOption {
  id: string;
  label: string;
  /** Second line in the list (e.g. a user's e-mail, a store's city). Searched too. */
  description?: string;
}

export interface ComboBoxProps extends FieldProps {
  label: string;
  options: readonly ComboBoxOption[];
  /** Selected option id (controlled); `null` for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Hide the visible label (it stays the accessible name), e.g. inside a grid cell. */
  hideLabel?: boolean;
  /** Open the list when the field gets focus (a grid cell editor does). */
  autoFocus?: boolean;
  /** Shown in the list when the typed text matches nothing. */
  emptyText?: string;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

const contains = (text: string, typed: string) =>
  text.toLocaleLowerCase().includes(typed.toLocaleLowerCase());

/**
 * Matches typed text against an option's label or description. The input shows the label only
 * (React Aria's filter sees that text), so descriptions are found through their labels.
 */
function optionFilter(options: readonly ComboBoxOption[]) {
  const descriptions = new Map<string, string[]>();
  for (const o of options) {
    if (o.description) descriptions.set(o.label, [...(descriptions.get(o.label) ?? []), o.description]);
  }
  return (label: string, typed: string) =>
    contains(label, typed) || (descriptions.get(label) ?? []).some((d) => contains(d, typed));
}

/**
 * A searchable single choice (React Aria ComboBox): type to narrow the options by their label or
 * description, arrows to move, Enter to pick, Escape to close; the button opens the whole list.
 * The admin screens edit every reference (a store's company, an assignment's user) with it.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  placeholder,
  hideLabel = false,
  emptyText = comboStrings.noMatch,
  ...rest
}: ComboBoxProps) {
  return (
    <ComboRoot
      data-component="ComboBox"
      selectedKey={value as Key | null}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      defaultFilter={useMemo(() => optionFilter(options), [options])}
      menuTrigger="focus"
      // Keep the list open on no match, so "No matches" shows instead of the list vanishing.
      allowsEmptyCollection
      aria-label={hideLabel ? label : undefined}
      {...rest}
    >
      {!hideLabel && <FieldLabel>{label}</FieldLabel>}
      <InputGroup>
        <ComboInput placeholder={placeholder} />
        <ComboButton aria-label={comboStrings.showOptions}>{icons.chevronDown}</ComboButton>
      </InputGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <ComboPopover>
        <ComboList renderEmptyState={() => <NoMatch role="status">{emptyText}</NoMatch>}>
          {options.map((option) => (
            <ComboOption key={option.id} id={option.id} textValue={option.label}>
              <span className="so-item-label">{option.label}</span>
              {option.description && <span className="so-item-description"> {option.description}</span>}
            </ComboOption>
          ))}
        </ComboList>
      </ComboPopover>
    </ComboRoot>
  );
}
