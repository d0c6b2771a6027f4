import { SpinnerLabel, SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps {
  /** Accessible name; also shown next to the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** Indeterminate busy indicator (a React Aria ProgressBar, so it is announced). */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <SpinnerRoot isIndeterminate aria-label={label} data-component="Spinner" data-size={size}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel && <SpinnerLabel aria-hidden="true">{label}</SpinnerLabel>}
    </SpinnerRoot>
  );
}
