import type { ReactNode } from 'react';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import { RadioGroupRoot, RadioRoot } from './RadioGroup.styles';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>,
    FieldProps {
  label: string;
  /** Radio children. */
  children: ReactNode;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A labelled single choice among Radios (arrow keys move the selection). */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...rest
}: RadioGroupProps) {
  return (
    <RadioGroupRoot data-component="RadioGroup" orientation={orientation} {...rest}>
      <FieldLabel>{label}</FieldLabel>
      <div className="so-items">{children}</div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroupRoot>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

export function Radio({ children, ...rest }: RadioProps) {
  return (
    <RadioRoot data-component="Radio" {...rest}>
      {children}
    </RadioRoot>
  );
}
