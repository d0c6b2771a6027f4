import type { ReactNode } from 'react';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckboxRoot } from './Checkbox.styles';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  children?: ReactNode;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A checkbox with a visible label (React Aria Checkbox; also works inside CheckboxGroup). */
export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <CheckboxRoot data-component="Checkbox" {...rest}>
      <span className="so-box" aria-hidden="true">
        <svg
          aria-hidden="true"
          className="so-check"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
        >
          <path d="M5 12l5 5 9-10" />
        </svg>
        <svg
          aria-hidden="true"
          className="so-dash"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          style={{ position: 'absolute' }}
        >
          <path d="M6 12h12" />
        </svg>
      </span>
      {children}
    </CheckboxRoot>
  );
}
