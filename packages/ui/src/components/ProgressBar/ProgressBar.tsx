import type { ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { Label } from 'react-aria-components';
import { ProgressRoot } from './ProgressBar.styles';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'className' | 'style'> {
  label: string;
  /** Text shown on the right instead of the percentage (e.g. `Not started`, `Loading...`, `1,204 records`). */
  statusText?: string;
  variant?: 'accent' | 'success' | 'warning' | 'danger';
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A labelled progress bar; `isIndeterminate` while the amount is unknown. */
export function ProgressBar({
  label,
  statusText,
  variant = 'accent',
  valueLabel,
  ...rest
}: ProgressBarProps) {
  return (
    <ProgressRoot
      data-component="ProgressBar"
      data-variant={variant}
      valueLabel={statusText ?? valueLabel}
      {...rest}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <Label className="so-label">{label}</Label>
          <span className="so-value">{statusText ?? valueText}</span>
          <div className="so-track" aria-hidden="true">
            <div className="so-fill" style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressRoot>
  );
}
