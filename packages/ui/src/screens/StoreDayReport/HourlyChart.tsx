// The report's hourly chart: net sales as bars, the forecast as a dashed line with a marker per hour,
// drawn as SVG from the colour roles (as the dashboard's TrendChart). The SVG has a viewBox the width of
// its box, so on screen it draws at 1:1 and printed it scales to the page. Screen readers get a summary
// and the same figures as a table.
import { reportFormat as f, type StoreDayReportView } from '@store-ops/domain';
import { ChartLegend, formatWholeMoney, niceMax, ValueAxes } from '../../components/Chart';
import { ColumnHeads } from '../../components/shared/ColumnHeads';
import { useWidth } from '../../components/shared/useWidth';
import { ChartBox, Figure, HiddenTable } from './StoreDayReport.styles';
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

type Hourly = NonNullable<StoreDayReportView['hourly']>;

/** The chart's one-sentence summary (its accessible name); the hours are not empty. */
function chartSummary(hourly: Hourly): string {
  const { rows } = hourly;
  const peak = hourly.peak!;
  return s.chartSummary(
    rows[0]!.hour,
    rows[rows.length - 1]!.hour,
    f.money(hourly.netSales),
    f.money(hourly.forecast),
    peak.hour,
    f.money(peak.netSales),
  );
}

export function HourlyChart({ hourly }: { hourly: Hourly }) {
  const { rows } = hourly;
  const [ref, width] = useWidth<HTMLDivElement>(260);
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = niceMax(Math.max(0, ...rows.flatMap((r) => [r.netSales, r.forecast])));
  const band = plotW / rows.length;
  const x = (i: number) => MARGIN.left + band * i + band / 2;
  const y = (v: number) => MARGIN.top + plotH - (Math.max(0, v) / max) * plotH;
  const barW = Math.max(2, Math.min(36, band * 0.6));
  const every = Math.max(1, Math.ceil(rows.length / Math.max(1, Math.floor(plotW / LABEL_WIDTH))));
  const baseline = MARGIN.top + plotH;

  return (
    <Figure data-part="chart" data-component="HourlyChart">
      <ChartLegend
        items={[
          { series: 'sales', label: s.legend.netSales },
          { series: 'forecast', label: s.legend.forecast },
        ]}
      />
      <ChartBox ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={chartSummary(hourly)}
          preserveAspectRatio="xMidYMid meet"
        >
          <ValueAxes
            x1={MARGIN.left}
            x2={MARGIN.left + plotW}
            gap={6}
            left={{ max, y, format: formatWholeMoney }}
          />
          {rows.map((r, i) => (
            <rect
              key={r.hourOfDay}
              data-mark="bar"
              x={x(i) - barW / 2}
              y={y(r.netSales)}
              width={barW}
              height={Math.max(0, baseline - y(r.netSales))}
            />
          ))}
          <line data-mark="axis-line" x1={MARGIN.left} x2={MARGIN.left + plotW} y1={baseline} y2={baseline} />
          <polyline
            data-mark="forecast"
            points={rows.map((r, i) => `${x(i).toFixed(1)},${y(r.forecast).toFixed(1)}`).join(' ')}
          />
          {rows.map((r, i) => (
            <circle key={r.hourOfDay} data-mark="forecast-dot" cx={x(i)} cy={y(r.forecast)} r={3} />
          ))}
          {rows.map((r, i) =>
            i % every === 0 ? (
              <text
                key={r.hourOfDay}
                data-mark="axis"
                data-part="hour-label"
                x={x(i)}
                y={baseline + 16}
                textAnchor="middle"
              >
                {shortHour(r.hourOfDay)}
              </text>
            ) : null,
          )}
          <text data-mark="axis-title" x={MARGIN.left + plotW / 2} y={HEIGHT - 6} textAnchor="middle">
            {s.axisHour}
          </text>
          <text
            data-mark="axis-title"
            transform={`translate(14 ${MARGIN.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {s.axisSales}
          </text>
        </svg>
      </ChartBox>
      <HiddenTable data-part="hourly-table">
        <caption>{s.hourlyTable}</caption>
        <ColumnHeads columns={s.hourlyColumns} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.hourOfDay}>
              <th scope="row">{r.hour}</th>
              <td>{f.money(r.netSales)}</td>
              <td>{f.money(r.forecast)}</td>
              <td>{f.signedMoney(r.variance)}</td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </Figure>
  );
}
