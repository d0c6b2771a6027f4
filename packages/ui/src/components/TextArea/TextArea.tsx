import type { KeyboardEventHandler, Ref, TextareaHTMLAttributes } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import { TextFieldRoot } from '../TextField/TextField.styles';
import { TextAreaInput } from './TextArea.styles';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'>,
    FieldProps {
  placeholder?: string;
  /** Visible rows (default 4, the spec's manual context size). */
  rows?: number;
  /** Raw keydown on the textarea (e.g. Enter sends, Shift+Enter inserts a newline). */
  onTextAreaKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
  /** Extra attributes of the textarea itself (e.g. the ARIA of a list it controls). */
  inputProps?: Pick<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    | 'role'
    | 'aria-expanded'
    | 'aria-controls'
    | 'aria-activedescendant'
    | 'aria-autocomplete'
    | 'aria-describedby'
  >;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** Multi-line text input with label, description and error. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  onTextAreaKeyDown,
  inputProps,
  inputRef,
  validationBehavior = 'aria',
  ...rest
}: TextAreaProps) {
  return (
    <TextFieldRoot data-component="TextArea" validationBehavior={validationBehavior} {...rest}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <TextAreaInput
        ref={inputRef}
        placeholder={placeholder}
        rows={rows}
        onKeyDown={onTextAreaKeyDown}
        {...inputProps}
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextFieldRoot>
  );
}
