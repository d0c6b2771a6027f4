import type { ReactNode } from 'react';
import type { CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import { CheckboxGroupRoot } from './CheckboxGroup.styles';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style'>,
    FieldProps {
  label: string;
  /** Checkbox children. */
  children: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A labelled group of Checkboxes with a `string[]` value. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...rest
}: CheckboxGroupProps) {
  return (
    <CheckboxGroupRoot data-component="CheckboxGroup" data-orientation={orientation} {...rest}>
      <FieldLabel>{label}</FieldLabel>
      <div className="so-items">{children}</div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </CheckboxGroupRoot>
  );
}
