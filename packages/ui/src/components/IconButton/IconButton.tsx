import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonVariant } from '../Button';
import { IconButtonRoot } from './IconButton.styles';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'aria-label'> {
  /** Required: an icon-only button needs an accessible name. */
  'aria-label': string;
  /** The icon (decorative: mark your SVG aria-hidden). */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A round, icon-only Button. */
export function IconButton({ variant = 'ghost', size = 'md', children, ...rest }: IconButtonProps) {
  return (
    <IconButtonRoot data-component="IconButton" data-variant={variant} data-size={size} {...rest}>
      {children}
    </IconButtonRoot>
  );
}

/** One decorative stroke icon on the library's 24 x 24 grid. */
function strokeIcon(shape: ReactNode, strokeWidth = 2) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      aria-hidden="true"
    >
      {shape}
    </svg>
  );
}

/** A few stroke icons the library itself needs (close, menu, chevron, calendar, search, check). */
export const icons = {
  close: strokeIcon(<path d="M6 6l12 12M18 6L6 18" />),
  menu: strokeIcon(<path d="M4 7h16M4 12h16M4 17h16" />),
  chevronDown: strokeIcon(<path d="M6 9l6 6 6-6" />),
  chevronLeft: strokeIcon(<path d="M15 6l-6 6 6 6" />),
  chevronRight: strokeIcon(<path d="M9 6l6 6-6 6" />),
  calendar: strokeIcon(
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>,
  ),
  search: strokeIcon(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>,
  ),
  check: strokeIcon(<path d="M5 12l5 5 9-10" />, 3),
} as const;
