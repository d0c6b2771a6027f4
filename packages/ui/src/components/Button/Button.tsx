import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { ButtonRoot } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  children?: ReactNode;
  /** Shown instead of the children while `isPending` (default: a spinner before the children). */
  pendingLabel?: ReactNode;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** The house button: React Aria Button with variants, sizes and a pending state. */
export function Button({
  variant = 'primary',
  size = 'md',
  children,
  pendingLabel,
  isPending,
  ...rest
}: ButtonProps) {
  return (
    <ButtonRoot
      data-component="Button"
      data-variant={variant}
      data-size={size}
      isPending={isPending}
      {...rest}
    >
      {isPending && pendingLabel === undefined && <Spinner size="sm" label="Working" />}
      {isPending && pendingLabel !== undefined ? pendingLabel : children}
    </ButtonRoot>
  );
}
