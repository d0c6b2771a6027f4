import type { Company, DashboardPreset, DashboardView } from '@store-ops/domain';
import { type ReactNode, useMemo } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { DateRangePicker } from '../../../components/DatePicker';
import { DayStatusBanner } from '../../../components/DayStatusBanner';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { Banner, Centered, Page, PageHeader, Title } from '../admin.styles';
import type { StoreDayRef } from './Attention';
import { Board } from './Board';
import { Body, FilterBar, InProgress, Presets, RangeLine } from './Dashboard.styles';
import { formatRange, formatTime, dashboardStrings as s } from './dashboard';

export type { StoreDayRef } from './Attention';

export type DashboardRangeChoice = DashboardPreset | 'custom';

export interface DashboardScreenProps {
  status: 'loading' | 'ready' | 'failed';
  preset: DashboardRangeChoice;
  range: { start: string; end: string };
  companyId: number | null;
  companies: readonly Company[];
  /** The last board loaded (`dashboardView`; kept, dimmed, while the next one loads); null before the first. */
  board: DashboardView | null;
  /** When the board was loaded: a day in progress says it is so as of then. */
  loadedAt?: Date | null;
  error?: string | null;
  rangeError?: string | null;
  onPreset: (preset: DashboardPreset) => void;
  onRange: (range: { start: string; end: string }) => void;
  onCompany: (companyId: number | null) => void;
  onRetry: () => void;
  onOpenStoreDay: (day: StoreDayRef) => void;
}

const ALL = 'all';
/** The presets in the order the toggle shows them. */
const PRESETS = Object.keys(s.presets) as DashboardPreset[];

/**
 * /dashboard: every store's range at a glance. KPI tiles, a trend chart (with its table),
 * a per-store ranking grid coloured against the targets, and Needs attention: each exception opens
 * that store-day in the assistant. Each store is measured against its company's targets;
 * the tiles, summed over companies, only when those companies share them.
 */
export function DashboardScreen(props: DashboardScreenProps) {
  const { status, preset, range, companyId, companies, board, error, rangeError, loadedAt } = props;
  const dayStatus = board?.dayStatus;
  const loading = status === 'loading';
  const companyOptions = useMemo(
    () => [
      { id: ALL, label: s.allCompanies },
      ...companies.map((c) => ({ id: String(c.id), label: c.name })),
    ],
    [companies],
  );

  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <EmptyState
        variant="error"
        title={s.loadFailed}
        description={error ?? undefined}
        action={
          <Button variant="primary" size="sm" onPress={props.onRetry}>
            {s.retry}
          </Button>
        }
      />
    );
  } else if (!board) {
    body = (
      <Centered role="status">
        <Spinner size="sm" label={s.loading} />
        <span>{s.loading}</span>
      </Centered>
    );
  } else if (board.empty === 'no_stores') {
    body = <EmptyState title={s.noStores} description={s.noStoresHint} />;
  } else if (board.empty === 'no_data') {
    body = <EmptyState title={s.noData} description={s.noDataHint(formatRange(board.start, board.end))} />;
  } else {
    body = <Board view={board} onOpenStoreDay={props.onOpenStoreDay} />;
  }

  return (
    <Page data-component="DashboardScreen" data-state={status} aria-busy={loading || undefined}>
      <PageHeader>
        <Title>{s.title}</Title>
        <RangeLine>
          <span data-testid="dashboard-range">{formatRange(range.start, range.end)}</span>
          {dayStatus?.inProgress && loadedAt && <InProgress>{s.inProgress(formatTime(loadedAt))}</InProgress>}
          {loading && board && <Spinner size="sm" label={s.loading} />}
        </RangeLine>
      </PageHeader>
      <FilterBar role="search" aria-label={s.filters} onSubmit={(e) => e.preventDefault()}>
        <Presets
          aria-label={s.range}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={preset === 'custom' ? [] : [preset]}
          onSelectionChange={(keys) => {
            const key = [...keys][0];
            if (key !== undefined) props.onPreset(key as DashboardPreset);
          }}
        >
          {PRESETS.map((p) => (
            <ToggleButton key={p} id={p}>
              {s.presets[p]}
            </ToggleButton>
          ))}
        </Presets>
        <DateRangePicker
          label={s.customRange}
          value={range}
          onChange={(next) => next && props.onRange(next)}
          isInvalid={!!rangeError}
          errorMessage={rangeError ?? undefined}
        />
        <Select
          label={s.company}
          options={companyOptions}
          value={companyId === null ? ALL : String(companyId)}
          onChange={(id) => props.onCompany(id === null || id === ALL ? null : Number(id))}
        />
      </FilterBar>
      {rangeError && <Banner role="alert">{rangeError}</Banner>}
      {dayStatus?.note && <DayStatusBanner status={dayStatus.noteStatus} text={dayStatus.note} />}
      <Body>{body}</Body>
    </Page>
  );
}
