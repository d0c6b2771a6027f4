import { useId, useState } from 'react';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { ProgressBar } from '../ProgressBar';
import { ColumnHeads } from '../shared/ColumnHeads';
import {
  Actions,
  DetailsTable,
  Panel,
  Stat,
  Stats,
  TableScroll,
  Title,
  Usage,
  Warning,
} from './CachePanel.styles';
import { cachePanelStrings as s } from './strings';

/** The cache's figures as the csv cache module reports them. */
export interface CacheStats {
  /** Number of cached store-days. */
  entries: number;
  /** Bytes of the cache's own entries (stored characters x 2, keys included): what Clear frees. */
  bytes: number;
  /**
   * Bytes of everything in this origin's local storage: what the eviction rule measures against
   * the limit (more than 8 MB of local storage), so the bar and the 80% warning do too.
   */
  storageBytes: number;
  /** The limit the eviction rule applies, in bytes (the percent is of this). */
  limitBytes: number;
  /** Sum of every entry's access count. */
  totalAccesses: number;
}

/** One cached store-day, for the View Details dialog. */
export interface CacheEntryDetail {
  /** The cache key (date + store id or `no-store`); unique per row. */
  key: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Store name, or `no-store` when the entry has no store. */
  store: string;
  sections: number;
  bytes: number;
  /** ISO timestamp of when it was cached. */
  cachedAt: string;
}

export interface CachePanelProps {
  stats: CacheStats;
  details: readonly CacheEntryDetail[];
  onRefresh: () => void;
  /** Called when the details dialog opens, so the app can list fresh details. */
  onViewDetails?: () => void;
  /** Called after the user confirms Clear Cache. */
  onClear: () => void;
  /** Time zone / locale for the cached-time column (stories pin UTC). */
  timeZone?: string;
  locale?: string;
}

/** Utilisation above which the panel warns (percent). */
export const CACHE_WARNING_PERCENT = 80;

export const percentOfLimit = (stats: Pick<CacheStats, 'storageBytes' | 'limitBytes'>): number =>
  stats.limitBytes > 0 ? Math.min(100, (stats.storageBytes / stats.limitBytes) * 100) : 0;

/** Bytes as MB with two decimals (1 MB = 1,048,576 bytes). */
export const toMb = (bytes: number): string => (bytes / 1_048_576).toFixed(2);

export const formatBytes = (bytes: number): string =>
  bytes >= 1_048_576 ? `${toMb(bytes)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

function formatCachedAt(iso: string, locale?: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(d);
}

/** Settings' cache management: entries, storage used vs. limit, accesses, status, and its three actions. */
export function CachePanel({
  stats,
  details,
  onRefresh,
  onViewDetails,
  onClear,
  timeZone,
  locale,
}: CachePanelProps) {
  const uid = useId();
  const [dialog, setDialog] = useState<'none' | 'details' | 'clear'>('none');
  const percent = percentOfLimit(stats);
  const isEmpty = stats.entries === 0;
  const isWarning = percent > CACHE_WARNING_PERCENT;
  const status = isEmpty ? s.empty : s.active;

  return (
    <Panel
      data-component="CachePanel"
      data-status={isEmpty ? 'empty' : 'active'}
      data-warning={isWarning || undefined}
      aria-labelledby={`${uid}-cache-panel-title`}
    >
      <Title id={`${uid}-cache-panel-title`}>{s.title}</Title>
      <Stats>
        <Stat data-stat="entries">
          <dt>{s.entries}</dt>
          <dd>{stats.entries}</dd>
        </Stat>
        <Stat data-stat="cached">
          <dt>{s.cachedData}</dt>
          <dd>{formatBytes(stats.bytes)}</dd>
        </Stat>
        <Stat data-stat="accesses">
          <dt>{s.totalAccesses}</dt>
          <dd>{stats.totalAccesses}</dd>
        </Stat>
        <Stat data-stat="status">
          <dt>{s.status}</dt>
          <dd data-status-value={isEmpty ? 'empty' : 'active'}>{status}</dd>
        </Stat>
      </Stats>
      <Usage>
        <ProgressBar
          label={s.storageUsed}
          value={percent}
          statusText={s.percentOfLimit(percent)}
          variant={isWarning ? 'warning' : 'accent'}
        />
        <span data-part="usage">
          {s.usage(formatBytes(stats.storageBytes), formatBytes(stats.limitBytes))}
        </span>
      </Usage>
      {isWarning && <Warning role="status">{s.warning(percent)}</Warning>}
      <Actions>
        <Button variant="secondary" onPress={onRefresh}>
          {s.refresh}
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            onViewDetails?.();
            setDialog('details');
          }}
        >
          {s.viewDetails}
        </Button>
        <Button variant="danger" isDisabled={isEmpty} onPress={() => setDialog('clear')}>
          {s.clear}
        </Button>
      </Actions>

      <Modal
        title={s.detailsTitle}
        size="lg"
        isOpen={dialog === 'details'}
        onOpenChange={(open) => !open && setDialog('none')}
        footer={(close) => (
          <Button variant="secondary" onPress={close}>
            {s.close}
          </Button>
        )}
      >
        {details.length === 0 ? (
          <p>{s.detailsEmpty}</p>
        ) : (
          <TableScroll>
            <DetailsTable>
              <ColumnHeads columns={[s.colDate, s.colStore, s.colSections, s.colSize, s.colCached]} />
              <tbody>
                {details.map((d) => (
                  <tr key={d.key}>
                    <td>{d.date}</td>
                    <td>{d.store}</td>
                    <td>{d.sections}</td>
                    <td>{formatBytes(d.bytes)}</td>
                    <td>
                      <time dateTime={d.cachedAt}>{formatCachedAt(d.cachedAt, locale, timeZone)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DetailsTable>
          </TableScroll>
        )}
      </Modal>

      <AlertDialog
        title={s.clearTitle}
        variant="danger"
        confirmLabel={s.clearConfirm}
        cancelLabel={s.cancel}
        isOpen={dialog === 'clear'}
        onOpenChange={(open) => !open && setDialog('none')}
        onConfirm={onClear}
      >
        {s.clearBody(stats.entries, toMb(stats.bytes))}
      </AlertDialog>
    </Panel>
  );
}
