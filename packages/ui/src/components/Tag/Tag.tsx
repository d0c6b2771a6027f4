import type { HTMLAttributes, ReactNode } from 'react';
import { TagRoot } from './Tag.styles';

export type TagVariant = 'accent' | 'secondary' | 'neutral' | 'success' | 'warning' | 'danger';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  variant?: TagVariant;
  children: ReactNode;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A small tinted, non-interactive label, e.g. `Admin User` in the impersonation list. */
export function Tag({ variant = 'accent', children, ...rest }: TagProps) {
  return (
    <TagRoot data-component="Tag" data-variant={variant} {...rest}>
      {children}
    </TagRoot>
  );
}
