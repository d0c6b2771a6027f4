import { Button } from '../Button';
import { StatusBar } from './StoreDayStatus.styles';
import { storeDayStatusStrings as s } from './strings';

/** Where the selected store-day's data stands (the csv data machine's status). */
export type StoreDayDataStatus = 'idle' | 'networkLoading' | 'cacheHit' | 'cacheMiss' | 'error';

export interface StoreDayStatusProps {
  status: StoreDayDataStatus;
  /** The error text while `status` is `error` (e.g. `CSV proxy error: 502 Bad Gateway`). */
  error?: string | null;
  /** Refresh was pressed: fetch the store-day from the server again, bypassing the browser cache. */
  onRefresh: () => void;
}

/** Refresh is offered once there is a store-day to fetch again and no fetch is running. */
export function canRefresh(status: StoreDayDataStatus): boolean {
  return status !== 'idle' && status !== 'networkLoading';
}

/** One line: where the store-day data came from (or its error) and a Refresh button. */
export function StoreDayStatus({ status, error, onRefresh }: StoreDayStatusProps) {
  return (
    <StatusBar data-component="StoreDayStatus" data-part="store-day-status" data-status={status}>
      {status === 'error' ? (
        <span role="alert" data-part="message">
          {error?.trim() || s.errorFallback}
        </span>
      ) : (
        <span role="status" data-part="message">
          {s[status]}
        </span>
      )}
      <Button variant="secondary" size="sm" isDisabled={!canRefresh(status)} onPress={onRefresh}>
        {s.refresh}
      </Button>
    </StatusBar>
  );
}
