// The report's hourly chart: net sales as bars, the forecast as a dashed line with a marker per hour,
// drawn as SVG from the colour roles (as the dashboard's TrendChart). The SVG has a viewBox the width of
// its box, so on screen it draws at 1:1 and printed it scales to the page. Screen readers get a summary
// and the same figures as a table.
import { reportFormat as f, type HourlyRow, hourVariance } from '@store-ops/domain';
import { useWidth } from '../../components/shared/useWidth';
import { niceMax } from '../admin/Dashboard/TrendChart';
import { ChartBox, Figure, HiddenTable, Legend } from './StoreDayReport.styles';
import { storeDayReportStrings as s } from './strings';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 44, left: 64 };
/** Room one hour label needs ("12 PM" at 11 px) before every other label is left out. */
const LABEL_WIDTH = 40;

/** `6 AM`, `12 PM`: the hour's axis label. */
export function shortHour(hourOfDay: number): string {
  const h = hourOfDay % 12 === 0 ? 12 : hourOfDay % 12;
  return `${h} ${hourOfDay < 12 ? 'AM' : 'PM'}`;
}

const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The chart's one-sentence summary (its accessible name). */
export function chartSummary(rows: readonly HourlyRow[]): string {
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const peak = rows.reduce((a, b) => (b.netSales > a.netSales ? b : a));
  const cents = (pick: (r: HourlyRow) => number) =>
    rows.reduce((sum, r) => sum + Math.round(pick(r) * 100), 0);
  return s.chartSummary(
    first.hour,
    last.hour,
    f.money(cents((r) => r.netSales) / 100),
    f.money(cents((r) => r.forecast) / 100),
    peak.hour,
    f.money(peak.netSales),
  );
}

export function HourlyChart({ rows }: { rows: readonly HourlyRow[] }) {
  const [ref, width] = useWidth<HTMLDivElement>(260);
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = niceMax(Math.max(0, ...rows.flatMap((r) => [r.netSales, r.forecast])));
  const band = plotW / rows.length;
  const x = (i: number) => MARGIN.left + band * i + band / 2;
  const y = (v: number) => MARGIN.top + plotH - (Math.max(0, v) / max) * plotH;
  const barW = Math.max(2, Math.min(36, band * 0.6));
  const every = Math.max(1, Math.ceil(rows.length / Math.max(1, Math.floor(plotW / LABEL_WIDTH))));
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const baseline = MARGIN.top + plotH;

  return (
    <Figure data-part="chart" data-component="HourlyChart">
      <Legend aria-hidden="true">
        <span className="so-sales">{s.legend.netSales}</span>
        <span className="so-forecast">{s.legend.forecast}</span>
      </Legend>
      <ChartBox ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={chartSummary(rows)}
          preserveAspectRatio="xMidYMid meet"
        >
          {ticks.map((t) => (
            <g key={t}>
              <line
                className="so-grid"
                x1={MARGIN.left}
                x2={MARGIN.left + plotW}
                y1={y(t * max)}
                y2={y(t * max)}
              />
              <text className="so-axis" x={MARGIN.left - 6} y={y(t * max)} textAnchor="end" dy="0.32em">
                {wholeMoney.format(t * max)}
              </text>
            </g>
          ))}
          {rows.map((r, i) => (
            <rect
              key={r.hourOfDay}
              className="so-bar"
              x={x(i) - barW / 2}
              y={y(r.netSales)}
              width={barW}
              height={Math.max(0, baseline - y(r.netSales))}
            />
          ))}
          <line
            className="so-axis-line"
            x1={MARGIN.left}
            x2={MARGIN.left + plotW}
            y1={baseline}
            y2={baseline}
          />
          <polyline
            className="so-forecast"
            points={rows.map((r, i) => `${x(i).toFixed(1)},${y(r.forecast).toFixed(1)}`).join(' ')}
          />
          {rows.map((r, i) => (
            <circle key={r.hourOfDay} className="so-forecast-dot" cx={x(i)} cy={y(r.forecast)} r={3} />
          ))}
          {rows.map((r, i) =>
            i % every === 0 ? (
              <text
                key={r.hourOfDay}
                className="so-axis"
                data-part="hour-label"
                x={x(i)}
                y={baseline + 16}
                textAnchor="middle"
              >
                {shortHour(r.hourOfDay)}
              </text>
            ) : null,
          )}
          <text className="so-axis-title" x={MARGIN.left + plotW / 2} y={HEIGHT - 6} textAnchor="middle">
            {s.axisHour}
          </text>
          <text
            className="so-axis-title"
            transform={`translate(14 ${MARGIN.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {s.axisSales}
          </text>
        </svg>
      </ChartBox>
      <HiddenTable data-part="hourly-table">
        <caption>{s.hourlyTable}</caption>
        <thead>
          <tr>
            {s.hourlyColumns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.hourOfDay}>
              <th scope="row">{r.hour}</th>
              <td>{f.money(r.netSales)}</td>
              <td>{f.money(r.forecast)}</td>
              <td>{f.signedMoney(hourVariance(r))}</td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </Figure>
  );
}
