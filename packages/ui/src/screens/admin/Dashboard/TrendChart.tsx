// The dashboard's trend chart, drawn as SVG from the brand's colour roles: net sales as bars,
// forecast as a dashed line on the same axis, labor cost % as a line on a second axis. No chart
// library: two series and a second axis are a few dozen elements, and an SVG of our own follows
// the theme's CSS variables in every brand and mode with nothing extra to load (see the README's
// note on the choice). Every point is also in the table below it.
import type { DashboardChartPoint } from '@store-ops/domain';
import { useState } from 'react';
import { ChartLegend, formatWholeMoney, niceMax, ValueAxes } from '../../../components/Chart';
import { Disclosure } from '../../../components/Disclosure';
import { ColumnHeads } from '../../../components/shared/ColumnHeads';
import { useWidth } from '../../../components/shared/useWidth';
import { formatMoney, formatPercent, formatShortDay, dashboardStrings as s } from './dashboard';
import { ChartBox, Figure, Table, TableScroll } from './TrendChart.styles';

const HEIGHT = 260;
const MARGIN = { top: 16, right: 52, bottom: 44, left: 68 };

const truncate = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

export interface TrendChartProps {
  title: string;
  /** What the first column of the table is (Day or Store). */
  categoryLabel: string;
  points: readonly DashboardChartPoint[];
}

/** A point's key, its name (the table's and the tooltip's) and its axis label. */
function labelsOf(p: DashboardChartPoint): { key: string; label: string; axisLabel: string } {
  if (p.kind === 'store') return { key: String(p.storeId), label: p.name, axisLabel: p.shortName };
  const day = formatShortDay(p.date);
  return { key: p.date, label: day, axisLabel: day };
}

export function TrendChart({ title, categoryLabel, points }: TrendChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(280);
  const [tableOpen, setTableOpen] = useState(false);
  const labels = points.map(labelsOf);
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const moneyMax = niceMax(Math.max(0, ...points.flatMap((p) => [p.netSales, p.forecast])));
  // Percent in steps of 5 (a multiple of 20 split in quarters), at least 0 to 40%.
  const pctMax = Math.max(
    40,
    Math.ceil(Math.max(0, ...points.map((p) => p.laborCostPercent ?? 0)) / 20) * 20,
  );
  const band = points.length > 0 ? plotW / points.length : plotW;
  const x = (i: number) => MARGIN.left + band * i + band / 2;
  const yMoney = (v: number) => MARGIN.top + plotH - (v / moneyMax) * plotH;
  const yPct = (v: number) => MARGIN.top + plotH - (v / pctMax) * plotH;
  const barW = Math.max(2, Math.min(40, band * 0.6));
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotW / 64))));
  const line = (values: (number | null)[], y: (v: number) => number) =>
    values
      .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
      .filter((p): p is string => p !== null)
      .join(' ');

  return (
    <Figure data-component="TrendChart">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      <ChartLegend
        items={[
          { series: 'sales', label: s.legend.netSales },
          { series: 'forecast', label: s.legend.forecast },
          { series: 'labor', label: s.legend.laborCost },
        ]}
      />
      <ChartBox ref={ref}>
        <svg width={width} height={HEIGHT} role="img" aria-label={`${title}. ${s.chartTable} below.`}>
          <ValueAxes
            x1={MARGIN.left}
            x2={MARGIN.left + plotW}
            gap={8}
            left={{ max: moneyMax, y: yMoney, format: formatWholeMoney }}
            right={{ max: pctMax, y: yPct, format: (v) => `${Math.round(v)}%` }}
          />
          {points.map((p, i) => (
            <rect
              key={labels[i]!.key}
              data-mark="bar"
              x={x(i) - barW / 2}
              y={yMoney(p.netSales)}
              width={barW}
              height={Math.max(0, MARGIN.top + plotH - yMoney(p.netSales))}
            >
              <title>{`${labels[i]!.label}: ${s.legend.netSales} ${formatMoney(p.netSales)}, ${s.legend.forecast} ${formatMoney(p.forecast)}, ${s.legend.laborCost} ${p.laborCostPercent === null ? s.notAvailable : formatPercent(p.laborCostPercent)}`}</title>
            </rect>
          ))}
          <polyline
            data-mark="forecast"
            points={line(
              points.map((p) => p.forecast),
              yMoney,
            )}
          />
          <polyline
            data-mark="labor"
            points={line(
              points.map((p) => p.laborCostPercent),
              yPct,
            )}
          />
          {points.map((p, i) =>
            p.laborCostPercent === null ? null : (
              <circle
                key={labels[i]!.key}
                data-mark="labor-dot"
                cx={x(i)}
                cy={yPct(p.laborCostPercent)}
                r={2.5}
              />
            ),
          )}
          {labels.map((l, i) =>
            i % every === 0 ? (
              <text key={l.key} data-mark="axis" x={x(i)} y={MARGIN.top + plotH + 18} textAnchor="middle">
                {truncate(l.axisLabel, 14)}
              </text>
            ) : null,
          )}
        </svg>
      </ChartBox>
      {/* The table is built when it is opened: 92 days are 460 cells the first paint need not make. */}
      <Disclosure title={s.chartTable} isExpanded={tableOpen} onExpandedChange={setTableOpen}>
        {tableOpen && (
          <TableScroll tabIndex={0} role="region" aria-label={title}>
            <Table>
              <caption data-part="caption">{title}</caption>
              <ColumnHeads
                columns={[categoryLabel, s.legend.netSales, s.legend.forecast, s.legend.laborCost]}
              />
              <tbody>
                {points.map((p, i) => (
                  <tr key={labels[i]!.key}>
                    <th scope="row">{labels[i]!.label}</th>
                    <td>{formatMoney(p.netSales)}</td>
                    <td>{formatMoney(p.forecast)}</td>
                    <td>
                      {p.laborCostPercent === null ? s.notAvailable : formatPercent(p.laborCostPercent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Disclosure>
    </Figure>
  );
}
