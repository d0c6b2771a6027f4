import {
  type ClockInStatus,
  reportFormat as f,
  NOT_AVAILABLE,
  type StoreDayReportTile,
  type StoreDayReportView,
} from '@store-ops/domain';
import { type ReactNode, useId } from 'react';
import { Toolbar } from 'react-aria-components';
import { Badge, type BadgeVariant } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DayStatusBanner } from '../../components/DayStatusBanner';
import { EmptyState } from '../../components/EmptyState';
import { KpiTile } from '../../components/KpiTile';
import { Spinner } from '../../components/Spinner';
import { Centered } from '../admin/admin.styles';
import { HourlyChart } from './HourlyChart';
import {
  ActionBar,
  Columns,
  Header,
  List,
  PageBody,
  ReportPrintStyle,
  Root,
  Section,
  Table,
  TableScroll,
  Tiles,
} from './StoreDayReport.styles';
import { storeDayReportStrings as s } from './strings';

export type StoreDayReportState = 'loading' | 'ready' | 'failed' | 'empty';
export type StoreDayReportCopyState = 'idle' | 'copied' | 'failed';

export interface StoreDayReportScreenProps {
  /**
   * The store-day's report (`storeDayReportView` of its report context, with the company's targets to
   * mark labor cost %, sales vs forecast and task completion); null until it is built.
   */
  report: StoreDayReportView | null;
  state: StoreDayReportState;
  /** Why the report could not be built (state `failed`). */
  error?: string | null;
  onPrint(): void;
  onDownloadCsv(): void;
  onCopyMarkdown(): void;
  /** What the last Copy as Markdown did; announced as Copied / Copy failed. */
  copyState?: StoreDayReportCopyState;
  onClose?(): void;
  /** Shows the print look on screen (no toolbar, black on white, page width): print media cannot be emulated in a story. */
  printPreview?: boolean;
}

const STATUS_BADGE: Record<ClockInStatus, BadgeVariant> = {
  Late: 'danger',
  Early: 'warning',
  'On Time': 'success',
  'N/A': 'neutral',
};

/**
 * The printable store-day report: header, KPI tiles, the hourly chart, clock-in
 * variance, tasks, timers and samples of one store-day, with Print, Download CSV and Copy as Markdown.
 * Printed (or with `printPreview`) it is black on white within 186 mm, with no toolbar or app around it.
 */
export function StoreDayReportScreen(props: StoreDayReportScreenProps) {
  const { report, state, error, copyState = 'idle', onClose, printPreview } = props;
  const ready = state === 'ready' && report !== null;
  const id = useId();

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <Centered role="status">
        <Spinner size="sm" label={s.loading} />
        <span>{s.loading}</span>
      </Centered>
    );
  } else if (state === 'failed') {
    body = <EmptyState variant="error" title={s.failed} description={error ?? undefined} />;
  } else if (!ready) {
    body = <EmptyState title={s.empty} />;
  } else {
    body = <Report id={id} report={report} />;
  }

  return (
    <Root
      data-component="StoreDayReportScreen"
      data-state={state}
      data-print-root=""
      data-print-preview={printPreview ? '' : undefined}
      aria-busy={state === 'loading' || undefined}
      aria-label={ready ? undefined : s.title}
      aria-labelledby={ready ? `${id}-title` : undefined}
    >
      <ReportPrintStyle />
      <PageBody data-part="page">
        <ActionBar data-print="hide" data-part="actions">
          <Toolbar aria-label={s.actions}>
            <Button size="sm" onPress={props.onPrint} isDisabled={!ready}>
              {s.print}
            </Button>
            <Button size="sm" variant="secondary" onPress={props.onDownloadCsv} isDisabled={!ready}>
              {s.downloadCsv}
            </Button>
            <Button size="sm" variant="secondary" onPress={props.onCopyMarkdown} isDisabled={!ready}>
              {s.copyMarkdown}
            </Button>
          </Toolbar>
          <span role="status" data-part="copy-status" data-copy={copyState}>
            {copyState === 'copied' ? s.copied : copyState === 'failed' ? s.copyFailed : ''}
          </span>
          {onClose && (
            <Button size="sm" variant="ghost" onPress={onClose} data-part="close">
              {s.close}
            </Button>
          )}
        </ActionBar>
        {body}
      </PageBody>
    </Root>
  );
}

/**
 * The report's body alone, as staff see it on screen (no actions, not the page's landmark): for a
 * preview beside other controls (the report customizer's).
 */
export function StoreDayReportBody({
  label,
  report,
  ...rest
}: {
  label: string;
  report: StoreDayReportView;
  [dataAttr: `data-${string}`]: string | undefined;
}) {
  const id = useId();
  return (
    <Root as="section" aria-label={label} data-component="StoreDayReportBody" {...rest}>
      <PageBody data-part="page">
        <Report id={id} report={report} nested />
      </PageBody>
    </Root>
  );
}

function Report({
  id,
  report,
  nested = false,
}: {
  /** Prefix of the ids the headings are named by (several reports may share a page: the Brand Matrix). */
  id: string;
  report: StoreDayReportView;
  /** Inside another page under its h2: the outline goes two levels down (the look stays). */
  nested?: boolean;
}) {
  const level = (n: number) => (nested ? { 'aria-level': n + 2 } : {});
  const { store, tasks, timers, samples } = report;
  const variance = report.clockIn;
  const small = tasks || timers || samples;

  return (
    <>
      <Header>
        <p data-part="eyebrow">{s.title}</p>
        <h1 id={`${id}-title`} {...level(1)}>
          {store ? store.name : s.noStore}
        </h1>
        {store && <p data-part="address">{store.address}</p>}
        <dl aria-label={s.facts}>
          <div>
            <dt>{s.date}</dt>
            <dd data-fact="date">{report.displayDate}</dd>
          </div>
          {store && (
            <div>
              <dt>{s.hoursLabel}</dt>
              <dd data-fact="hours">{store.hours ?? s.notRecorded}</dd>
            </div>
          )}
          <div>
            <dt>{s.weatherLabel}</dt>
            <dd data-fact="weather">{report.weather ?? s.notRecorded}</dd>
          </div>
        </dl>
      </Header>

      {report.dayStatus.banner && (
        <DayStatusBanner status={report.dayStatus.status} text={report.dayStatus.banner} />
      )}

      {report.tiles.length > 0 && (
        <Tiles aria-label={s.kpis} data-part="tiles">
          {report.tiles.map((tile) => (
            <KpiTile
              key={tile.key}
              data-kpi={tile.key}
              label={tile.label}
              value={tile.value}
              status={tile.status}
              flag={FLAG[tile.key]}
              details={[tile.detail, targetText(tile)]}
            />
          ))}
        </Tiles>
      )}

      {report.hourly && (
        <Section aria-labelledby={`${id}-hourly`}>
          <h2 id={`${id}-hourly`} {...level(2)}>
            {s.hourly}
          </h2>
          {report.hourly.rows.length === 0 ? (
            <p data-tone="muted">{s.noHourly}</p>
          ) : (
            <HourlyChart hourly={report.hourly} />
          )}
        </Section>
      )}

      {variance && (
        <Section aria-labelledby={`${id}-clock-in`} data-part="clock-in">
          <h2 id={`${id}-clock-in`} {...level(2)}>
            {s.clockIn}
          </h2>
          <p data-part="tolerance">{s.tolerance(variance.toleranceMinutes)}</p>
          <p data-tone="muted" data-part="clock-in-counts">
            {s.clockInCounts(variance.counts)}
          </p>
          {variance.shifts.length === 0 ? (
            <p data-tone="muted">{s.noShifts}</p>
          ) : (
            // Scrolls sideways, by keyboard too, should a narrower box than a phone's ever hold it.
            <TableScroll data-part="table-scroll" role="region" aria-label={s.clockInTable} tabIndex={0}>
              <Table>
                <caption data-part="caption">{s.clockInTable}</caption>
                <thead>
                  <tr>
                    {s.clockInColumns.map((c, i) => (
                      <th key={c} scope="col" data-align={i === 3 ? 'right' : undefined}>
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {variance.shifts.map((r, i) => (
                    // Shifts have no id; the same person may work two shifts of one day.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a render
                    <tr key={i} data-status={r.status}>
                      <th scope="row">{r.name}</th>
                      <td data-nowrap="">{r.scheduledStart}</td>
                      <td data-nowrap="">{r.actualStart ?? NOT_AVAILABLE}</td>
                      <td data-align="right" data-nowrap="">
                        {r.varianceMinutes === null ? NOT_AVAILABLE : f.signedMinutes(r.varianceMinutes)}
                      </td>
                      <td>
                        <Badge variant={STATUS_BADGE[r.status]}>{r.status}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </Section>
      )}

      {small && (
        <Columns data-part="columns">
          {tasks && (
            <Section aria-labelledby={`${id}-tasks`} data-size="small" data-part="tasks">
              <h2 id={`${id}-tasks`} {...level(2)}>
                {s.tasks}
              </h2>
              {tasks.total === 0 ? (
                <p data-tone="muted">{s.noTasks}</p>
              ) : (
                <>
                  <p data-part="summary">
                    {`${s.tasksCompleted(tasks.completed, tasks.total)} (${
                      tasks.completionRate === null ? NOT_AVAILABLE : f.percent(tasks.completionRate, 1)
                    })`}
                  </p>
                  <h3 {...level(3)}>{s.openTasks}</h3>
                  {tasks.notCompleted.length === 0 ? (
                    <p data-tone="muted">{s.noOpenTasks}</p>
                  ) : (
                    <List aria-label={s.openTasks}>
                      {tasks.notCompleted.map((task, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: two open tasks may share a name
                        <li key={i}>{s.taskNotCompleted(task)}</li>
                      ))}
                    </List>
                  )}
                </>
              )}
            </Section>
          )}
          {timers && (
            <Section aria-labelledby={`${id}-timers`} data-size="small" data-part="timers">
              <h2 id={`${id}-timers`} {...level(2)}>
                {s.timers}
              </h2>
              {timers.total === 0 ? (
                <p data-tone="muted">{s.noTimers}</p>
              ) : (
                <>
                  <p data-part="summary">{s.timersExpired(timers.expired, timers.total)}</p>
                  {timers.expired === 0 ? (
                    <p data-tone="muted">{s.noExpiredTimers}</p>
                  ) : (
                    <List aria-label={s.timersExpired(timers.expired, timers.total)} data-layout="stacked">
                      {timers.expiredTimers.map((r, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: two timers may share a name and start
                        <li key={i}>
                          <span>{r.timerName}</span>
                          <span data-tone="muted">{s.timerOver(r.startedAt, r.minutesRemaining)}</span>
                        </li>
                      ))}
                    </List>
                  )}
                </>
              )}
            </Section>
          )}
          {samples && (
            <Section aria-labelledby={`${id}-samples`} data-size="small" data-part="samples">
              <h2 id={`${id}-samples`} {...level(2)}>
                {s.samples}
              </h2>
              {samples.count === 0 ? (
                <p data-tone="muted">{s.noSamples}</p>
              ) : (
                <>
                  <p data-part="summary">{s.samplesGiven(samples.count)}</p>
                  <CountList level={level(3)} title={s.byProduct} items={samples.byProduct} />
                  <CountList level={level(3)} title={s.byEmployee} items={samples.byEmployee} />
                </>
              )}
            </Section>
          )}
        </Columns>
      )}
    </>
  );
}

function CountList({
  title,
  items,
  level,
}: {
  title: string;
  items: readonly { name: string; count: number }[];
  level: { 'aria-level'?: number };
}) {
  const id = useId();
  return (
    <>
      <h3 id={id} {...level}>
        {title}
      </h3>
      <List aria-labelledby={id}>
        {items.map((item) => (
          <li key={item.name}>
            <span>{item.name}</span>
            <span data-part="count">{f.count(item.count)}</span>
          </li>
        ))}
      </List>
    </>
  );
}

const FLAG: Partial<Record<StoreDayReportTile['key'], string>> = {
  laborCost: s.overTarget,
  vsForecast: s.underTarget,
  taskCompletion: s.underTarget,
};

/** The target a tile is marked against, in words (none without targets). */
function targetText(tile: StoreDayReportTile): string | null {
  if (tile.target === null) return null;
  return tile.key === 'vsForecast' ? s.forecastTarget(tile.target) : s.target(`${tile.target}%`);
}
