import type { ReactNode } from 'react';
import { EmptyRoot } from './EmptyState.styles';

export interface EmptyStateProps {
  /** Main line, e.g. `No users found matching your search`. */
  title: ReactNode;
  /** Hint, e.g. `Try adjusting your search terms`. */
  description?: ReactNode;
  icon?: ReactNode;
  /** A call to action (usually a Button). */
  action?: ReactNode;
  /** `error` colours the title and announces it assertively. */
  variant?: 'empty' | 'error';
  [dataAttr: `data-${string}`]: string | undefined;
}

/** What a list or panel shows when it has nothing (or failed): announced as a status. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  variant = 'empty',
  ...rest
}: EmptyStateProps) {
  return (
    <EmptyRoot
      data-component="EmptyState"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
      {...rest}
    >
      {icon && (
        <span className="so-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="so-title">{title}</p>
      {description && <p className="so-description">{description}</p>}
      {action && <div className="so-action">{action}</div>}
    </EmptyRoot>
  );
}
