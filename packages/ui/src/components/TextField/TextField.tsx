import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import { TextFieldRoot, TextInput } from './TextField.styles';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'>,
    FieldProps {
  placeholder?: string;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/**
 * Single-line text input with label, description and error. Validation defaults to `aria`
 * (native browser bubbles off): errors render as text and `aria-invalid`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  validationBehavior = 'aria',
  ...rest
}: TextFieldProps) {
  return (
    <TextFieldRoot data-component="TextField" validationBehavior={validationBehavior} {...rest}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <TextInput placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextFieldRoot>
  );
}
