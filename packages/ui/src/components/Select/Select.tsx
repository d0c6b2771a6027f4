import type { Key } from 'react-aria-components';
import { icons } from '../IconButton';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import { Option, OptionList, SelectButton, SelectPopover, SelectRoot, Value } from './Select.styles';

export interface SelectOption {
  id: string;
  label: string;
  /** Second line in the list (e.g. a store's city and state). */
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps extends FieldProps {
  label: string;
  options: readonly SelectOption[];
  /** Selected option id (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Hide the visible label (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A single-choice dropdown (React Aria Select + ListBox in a Popover). */
export function Select({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select…',
  hideLabel = false,
  ...rest
}: SelectProps) {
  const controlled = value !== undefined ? { value: value as Key | null } : {};
  return (
    <SelectRoot
      data-component="Select"
      placeholder={placeholder}
      defaultValue={defaultValue ?? undefined}
      onChange={(key) => onChange?.(key === null ? null : String(key))}
      aria-label={hideLabel ? label : undefined}
      {...controlled}
      {...rest}
    >
      {!hideLabel && <FieldLabel>{label}</FieldLabel>}
      <SelectButton>
        <Value />
        {icons.chevronDown}
      </SelectButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <SelectPopover>
        <OptionList>
          {options.map((option) => (
            <Option key={option.id} id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
              <span className="so-item-label">{option.label}</span>
              {option.description && <span className="so-item-description"> {option.description}</span>}
            </Option>
          ))}
        </OptionList>
      </SelectPopover>
    </SelectRoot>
  );
}
