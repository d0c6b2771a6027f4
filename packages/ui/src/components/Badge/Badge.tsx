import type { HTMLAttributes, ReactNode } from 'react';
import { BadgeRoot } from './Badge.styles';

export type BadgeVariant = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  variant?: BadgeVariant;
  children: ReactNode;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A solid status label, e.g. the warning badge `Impersonating: {email}` or a cache status. */
export function Badge({ variant = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <BadgeRoot data-component="Badge" data-variant={variant} {...rest}>
      {children}
    </BadgeRoot>
  );
}
