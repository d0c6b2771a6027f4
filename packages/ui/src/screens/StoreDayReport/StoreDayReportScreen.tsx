import {
  type ClockInStatus,
  reportFormat as f,
  NOT_AVAILABLE,
  notCompletedTasks,
  type ReportContext,
  reportDayHours,
  type StoreDayKpi,
  type StoreDayStatusView,
  storeAddress,
  storeDayReportKpis,
  storeDayTargetStatus,
  type TargetStatus,
  type targetStatus,
  weatherText,
} from '@store-ops/domain';
import { type ReactNode, useId } from 'react';
import { Toolbar } from 'react-aria-components';
import { Badge, type BadgeVariant } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DayStatusBanner } from '../../components/DayStatusBanner';
import { EmptyState } from '../../components/EmptyState';
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
  Tile,
  Tiles,
} from './StoreDayReport.styles';
import { storeDayReportStrings as s } from './strings';

export type StoreDayReportState = 'loading' | 'ready' | 'failed' | 'empty';
export type StoreDayReportCopyState = 'idle' | 'copied' | 'failed';

/** The targets the tiles are coloured against (a company's report settings' targets). */
export interface StoreDayReportTargets {
  labor_cost_pct: number;
  forecast_variance_pct: number;
  task_completion_pct: number;
}

export interface StoreDayReportScreenProps {
  /** The store-day's report context (null until it is built). */
  context: ReportContext | null;
  state: StoreDayReportState;
  /** Why the report could not be built (state `failed`). */
  error?: string | null;
  /** When given, labor cost %, sales vs forecast and task completion are marked good or bad. */
  targets?: StoreDayReportTargets;
  /** What kind of day the report is of (`reportDayStatusView`): a banner unless it is complete. */
  dayStatus?: StoreDayStatusView | null;
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
  const { context, state, error, copyState = 'idle', onClose, printPreview } = props;
  const ready = state === 'ready' && context !== null;
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
    body = <Report id={id} context={context} targets={props.targets} dayStatus={props.dayStatus ?? null} />;
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
          <span role="status" className="so-copy-status" data-copy={copyState}>
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
  context,
  targets,
  dayStatus,
  ...rest
}: {
  label: string;
  context: ReportContext;
  targets?: StoreDayReportTargets;
  dayStatus: StoreDayStatusView | null;
  [dataAttr: `data-${string}`]: string | undefined;
}) {
  const id = useId();
  return (
    <Root as="section" aria-label={label} data-component="StoreDayReportBody" {...rest}>
      <PageBody data-part="page">
        <Report id={id} context={context} targets={targets} dayStatus={dayStatus} nested />
      </PageBody>
    </Root>
  );
}

function Report({
  id,
  context,
  targets,
  dayStatus,
  nested = false,
}: {
  /** Prefix of the ids the headings are named by (several reports may share a page: the Brand Matrix). */
  id: string;
  context: ReportContext;
  targets?: StoreDayReportTargets;
  dayStatus: StoreDayStatusView | null;
  /** Inside another page under its h2: the outline goes two levels down (the look stays). */
  nested?: boolean;
}) {
  const level = (n: number) => (nested ? { 'aria-level': n + 2 } : {});
  const { store } = context.location;
  const blocks = context.statBlocks;
  const hours = reportDayHours(context);
  const kpis = storeDayReportKpis(context);
  const status = targets ? storeDayTargetStatus(context, targets) : null;
  const variance = blocks.employees?.clockInVariance;
  const small = blocks.tasks || blocks.timers || blocks.samples;
  const notCompleted = blocks.tasks ? notCompletedTasks(blocks.tasks) : [];

  return (
    <>
      <Header>
        <p className="so-eyebrow">{s.title}</p>
        <h1 id={`${id}-title`} {...level(1)}>
          {store ? store.name : s.noStore}
        </h1>
        {store && <p className="so-address">{storeAddress(store)}</p>}
        <dl aria-label={s.facts}>
          <div>
            <dt>{s.date}</dt>
            <dd data-fact="date">{context.reportDate.displayDate}</dd>
          </div>
          {store && (
            <div>
              <dt>{s.hoursLabel}</dt>
              <dd data-fact="hours">{hours ?? s.notRecorded}</dd>
            </div>
          )}
          <div>
            <dt>{s.weatherLabel}</dt>
            <dd data-fact="weather">{weatherText(context.weather) ?? s.notRecorded}</dd>
          </div>
        </dl>
      </Header>

      {dayStatus?.banner && <DayStatusBanner status={dayStatus.status} text={dayStatus.banner} />}

      {kpis.length > 0 && (
        <Tiles aria-label={s.kpis} data-part="tiles">
          {kpis.map((k) => (
            <KpiTile key={k.key} kpi={k} targets={targets} status={status} />
          ))}
        </Tiles>
      )}

      {blocks.hourly && (
        <Section aria-labelledby={`${id}-hourly`}>
          <h2 id={`${id}-hourly`} {...level(2)}>
            {s.hourly}
          </h2>
          {blocks.hourly.length === 0 ? (
            <p className="so-muted">{s.noHourly}</p>
          ) : (
            <HourlyChart rows={blocks.hourly} />
          )}
        </Section>
      )}

      {variance && (
        <Section aria-labelledby={`${id}-clock-in`} data-part="clock-in">
          <h2 id={`${id}-clock-in`} {...level(2)}>
            {s.clockIn}
          </h2>
          <p data-part="tolerance">{s.tolerance(variance.toleranceMinutes)}</p>
          <p className="so-muted" data-part="clock-in-counts">
            {s.clockInCounts(variance.counts)}
          </p>
          {variance.shifts.length === 0 ? (
            <p className="so-muted">{s.noShifts}</p>
          ) : (
            // Scrolls sideways, by keyboard too, should a narrower box than a phone's ever hold it.
            <TableScroll data-part="table-scroll" role="region" aria-label={s.clockInTable} tabIndex={0}>
              <Table>
                <caption className="so-visually-hidden">{s.clockInTable}</caption>
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
          {blocks.tasks && (
            <Section aria-labelledby={`${id}-tasks`} data-size="small" data-part="tasks">
              <h2 id={`${id}-tasks`} {...level(2)}>
                {s.tasks}
              </h2>
              {blocks.tasks.total === 0 ? (
                <p className="so-muted">{s.noTasks}</p>
              ) : (
                <>
                  <p data-part="summary">
                    {`${s.tasksCompleted(blocks.tasks.completed, blocks.tasks.total)} (${
                      blocks.tasks.completionRate === null
                        ? NOT_AVAILABLE
                        : f.percent(blocks.tasks.completionRate, 1)
                    })`}
                  </p>
                  <h3 {...level(3)}>{s.openTasks}</h3>
                  {notCompleted.length === 0 ? (
                    <p className="so-muted">{s.noOpenTasks}</p>
                  ) : (
                    <List aria-label={s.openTasks}>
                      {notCompleted.map((task, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: two open tasks may share a name
                        <li key={i}>{s.taskNotCompleted(task)}</li>
                      ))}
                    </List>
                  )}
                </>
              )}
            </Section>
          )}
          {blocks.timers && (
            <Section aria-labelledby={`${id}-timers`} data-size="small" data-part="timers">
              <h2 id={`${id}-timers`} {...level(2)}>
                {s.timers}
              </h2>
              {blocks.timers.total === 0 ? (
                <p className="so-muted">{s.noTimers}</p>
              ) : (
                <>
                  <p data-part="summary">{s.timersExpired(blocks.timers.expired, blocks.timers.total)}</p>
                  {blocks.timers.expired === 0 ? (
                    <p className="so-muted">{s.noExpiredTimers}</p>
                  ) : (
                    <List
                      aria-label={s.timersExpired(blocks.timers.expired, blocks.timers.total)}
                      data-layout="stacked"
                    >
                      {blocks.timers.timers
                        .filter((r) => r.status === 'expired')
                        .map((r, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: two timers may share a name and start
                          <li key={i}>
                            <span>{r.timerName}</span>
                            <span className="so-muted">{s.timerOver(r.startedAt, r.minutesRemaining)}</span>
                          </li>
                        ))}
                    </List>
                  )}
                </>
              )}
            </Section>
          )}
          {blocks.samples && (
            <Section aria-labelledby={`${id}-samples`} data-size="small" data-part="samples">
              <h2 id={`${id}-samples`} {...level(2)}>
                {s.samples}
              </h2>
              {blocks.samples.count === 0 ? (
                <p className="so-muted">{s.noSamples}</p>
              ) : (
                <>
                  <p data-part="summary">{s.samplesGiven(blocks.samples.count)}</p>
                  <CountList level={level(3)} title={s.byProduct} items={blocks.samples.byProduct} />
                  <CountList level={level(3)} title={s.byEmployee} items={blocks.samples.byEmployee} />
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
            <span className="so-count">{f.count(item.count)}</span>
          </li>
        ))}
      </List>
    </>
  );
}

const FLAG: Partial<Record<StoreDayKpi['key'], string>> = {
  laborCost: s.overTarget,
  vsForecast: s.underTarget,
  taskCompletion: s.underTarget,
};

function KpiTile({
  kpi,
  targets,
  status,
}: {
  kpi: StoreDayKpi;
  targets?: StoreDayReportTargets;
  status: ReturnType<typeof targetStatus> | null;
}) {
  let tone: TargetStatus = null;
  let target: string | null = null;
  if (status && targets) {
    if (kpi.key === 'laborCost') {
      tone = status.labor_cost;
      target = s.target(`${targets.labor_cost_pct}%`);
    } else if (kpi.key === 'vsForecast') {
      tone = status.forecast;
      target = s.forecastTarget(targets.forecast_variance_pct);
    } else if (kpi.key === 'taskCompletion') {
      tone = status.task_completion;
      target = s.target(`${targets.task_completion_pct}%`);
    }
  }
  return (
    <Tile data-kpi={kpi.key} data-status={tone ?? undefined}>
      <dt>{kpi.label}</dt>
      <dd className="so-value">
        {kpi.value}
        {tone === 'bad' && <span className="so-flag">{` (${FLAG[kpi.key]})`}</span>}
      </dd>
      {kpi.detail !== null && <dd className="so-detail">{kpi.detail}</dd>}
      {target !== null && <dd className="so-detail">{target}</dd>}
    </Tile>
  );
}
