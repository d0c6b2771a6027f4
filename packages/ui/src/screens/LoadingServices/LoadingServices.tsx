import { useId } from 'react';
import { ProgressBar } from '../../components/ProgressBar';
import { Chart, Page, SourceList, SourceRow, Text, Title } from './LoadingServices.styles';
import { loadingServicesStrings as s } from './strings';

/** One data source's load, as the services loader machine tracks it. */
export type ServiceSource =
  | { name: string; status: 'notStarted' }
  | { name: string; status: 'loading' }
  | { name: string; status: 'loaded'; records: number };

export interface LoadingServicesProps {
  sources: readonly ServiceSource[];
}

export function sourceStatusText(source: ServiceSource): string {
  switch (source.status) {
    case 'notStarted':
      return s.notStarted;
    case 'loading':
      return s.loading;
    case 'loaded':
      return s.records(source.records);
  }
}

/** The chart area is 400x300. */
export const CHART_WIDTH = 400;
export const CHART_HEIGHT = 300;

function RecordsChart({ sources }: LoadingServicesProps) {
  const pad = { top: 16, right: 12, bottom: 56, left: 44 };
  const innerW = CHART_WIDTH - pad.left - pad.right;
  const innerH = CHART_HEIGHT - pad.top - pad.bottom;
  const counts = sources.map((src) => (src.status === 'loaded' ? src.records : 0));
  const max = Math.max(1, ...counts);
  const slot = innerW / Math.max(1, sources.length);
  const barW = Math.min(40, slot * 0.6);
  const summary = sources.map((src) => `${src.name}: ${sourceStatusText(src)}`).join('; ');

  return (
    <Chart
      width={CHART_WIDTH}
      height={CHART_HEIGHT}
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      role="img"
      aria-label={`${s.chartTitle}. ${summary}`}
      data-part="chart"
    >
      <line
        className="axis"
        x1={pad.left}
        y1={pad.top + innerH}
        x2={pad.left + innerW}
        y2={pad.top + innerH}
      />
      <line className="axis" x1={pad.left} y1={pad.top} x2={pad.left} y2={pad.top + innerH} />
      <text className="tick" x={pad.left - 6} y={pad.top + 4} textAnchor="end">
        {max}
      </text>
      <text className="tick" x={pad.left - 6} y={pad.top + innerH} textAnchor="end">
        0
      </text>
      {sources.map((src, i) => {
        const count = counts[i] ?? 0;
        const h = (count / max) * innerH;
        const x = pad.left + slot * i + (slot - barW) / 2;
        return (
          <g key={src.name} data-source={src.name} data-records={count}>
            <rect
              className="bar"
              data-status={src.status}
              x={x}
              y={pad.top + innerH - h}
              width={barW}
              height={h}
            />
            <text
              className="label"
              x={x + barW / 2}
              y={pad.top + innerH + 12}
              textAnchor="end"
              transform={`rotate(-35 ${x + barW / 2} ${pad.top + innerH + 12})`}
            >
              {src.name}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}

/** `Loading Services`: one progress bar per data source and the records-per-source chart. */
export function LoadingServices({ sources }: LoadingServicesProps) {
  const uid = useId();
  return (
    <Page data-component="LoadingServices" aria-labelledby={`${uid}-loading-services-title`}>
      <Title id={`${uid}-loading-services-title`}>{s.title}</Title>
      <Text>{s.text}</Text>
      <SourceList>
        {sources.map((src) => {
          const status = sourceStatusText(src);
          return (
            <SourceRow key={src.name} data-source={src.name} data-status={src.status}>
              <ProgressBar
                label={src.name}
                isIndeterminate={src.status === 'loading'}
                value={src.status === 'loaded' ? 100 : 0}
                statusText={status}
                variant={src.status === 'loaded' ? 'success' : 'accent'}
              />
            </SourceRow>
          );
        })}
      </SourceList>
      <RecordsChart sources={sources} />
    </Page>
  );
}
