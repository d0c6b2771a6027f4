// The dashboard's trend chart, drawn as SVG from the brand's colour roles: net sales as bars,
// forecast as a dashed line on the same axis, labor cost % as a line on a second axis. No chart
// library: two series and a second axis are a few dozen elements, and an SVG of our own follows
// the theme's CSS variables in every brand and mode with nothing extra to load (see the README's
// note on the choice). Every point is also in the table below it.
import { useState } from 'react';
import styled from 'styled-components';
import { Disclosure } from '../../../components/Disclosure';
import { visuallyHidden } from '../../../components/shared/styles';
import { useWidth } from '../../../components/shared/useWidth';
import { dataTable } from '../admin.styles';
import {
  type ChartPoint,
  formatMoney,
  formatPercent,
  formatWholeMoney,
  dashboardStrings as s,
} from './dashboard';

const HEIGHT = 260;
const MARGIN = { top: 16, right: 52, bottom: 44, left: 68 };

/** A round axis maximum (1, 2, 2.5 or 5 times a power of ten) at or above `max`. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const truncate = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

export interface TrendChartProps {
  title: string;
  /** What the first column of the table is (Day or Store). */
  categoryLabel: string;
  points: readonly ChartPoint[];
}

export function TrendChart({ title, categoryLabel, points }: TrendChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(280);
  const [tableOpen, setTableOpen] = useState(false);
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
  const ticks = [0, 0.25, 0.5, 0.75, 1];
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
      <Legend aria-hidden="true">
        <span className="so-sales">{s.legend.netSales}</span>
        <span className="so-forecast">{s.legend.forecast}</span>
        <span className="so-labor">{s.legend.laborCost}</span>
      </Legend>
      <ChartBox ref={ref}>
        <svg width={width} height={HEIGHT} role="img" aria-label={`${title}. ${s.chartTable} below.`}>
          {ticks.map((t) => (
            <g key={t}>
              <line
                className="so-grid"
                x1={MARGIN.left}
                x2={MARGIN.left + plotW}
                y1={yMoney(t * moneyMax)}
                y2={yMoney(t * moneyMax)}
              />
              <text
                className="so-axis"
                x={MARGIN.left - 8}
                y={yMoney(t * moneyMax)}
                textAnchor="end"
                dy="0.32em"
              >
                {formatWholeMoney(t * moneyMax)}
              </text>
              <text
                className="so-axis"
                x={MARGIN.left + plotW + 8}
                y={yPct(t * pctMax)}
                textAnchor="start"
                dy="0.32em"
              >
                {`${Math.round(t * pctMax)}%`}
              </text>
            </g>
          ))}
          {points.map((p, i) => (
            <rect
              key={p.key}
              className="so-bar"
              x={x(i) - barW / 2}
              y={yMoney(p.netSales)}
              width={barW}
              height={Math.max(0, MARGIN.top + plotH - yMoney(p.netSales))}
            >
              <title>{`${p.label}: ${s.legend.netSales} ${formatMoney(p.netSales)}, ${s.legend.forecast} ${formatMoney(p.forecast)}, ${s.legend.laborCost} ${p.laborCostPercent === null ? s.notAvailable : formatPercent(p.laborCostPercent)}`}</title>
            </rect>
          ))}
          <polyline
            className="so-forecast"
            points={line(
              points.map((p) => p.forecast),
              yMoney,
            )}
          />
          <polyline
            className="so-labor"
            points={line(
              points.map((p) => p.laborCostPercent),
              yPct,
            )}
          />
          {points.map((p, i) =>
            p.laborCostPercent === null ? null : (
              <circle key={p.key} className="so-labor-dot" cx={x(i)} cy={yPct(p.laborCostPercent)} r={2.5} />
            ),
          )}
          {points.map((p, i) =>
            i % every === 0 ? (
              <text key={p.key} className="so-axis" x={x(i)} y={MARGIN.top + plotH + 18} textAnchor="middle">
                {truncate(p.axisLabel, 14)}
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
              <caption className="so-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryLabel}</th>
                  <th scope="col">{s.legend.netSales}</th>
                  <th scope="col">{s.legend.forecast}</th>
                  <th scope="col">{s.legend.laborCost}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.key}>
                    <th scope="row">{p.label}</th>
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

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.fgMuted};
  span::before {
    content: '';
    display: inline-block;
    width: 14px;
    height: 10px;
    margin-right: 6px;
    vertical-align: middle;
    border-radius: 2px;
  }
  .so-sales::before {
    background: ${({ theme }) => theme.colors.accent};
  }
  .so-forecast::before {
    height: 0;
    border-top: 2px dashed ${({ theme }) => theme.colors.fg};
  }
  .so-labor::before {
    height: 0;
    border-top: 2px solid ${({ theme }) => theme.colors.warning};
  }
`;

const ChartBox = styled.div`
  width: 100%;
  overflow: hidden;
  svg {
    display: block;
  }
  .so-grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .so-axis {
    fill: ${({ theme }) => theme.colors.fgMuted};
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
  .so-bar {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .so-bar:hover {
    fill: ${({ theme }) => theme.colors.accentHover};
  }
  .so-forecast {
    fill: none;
    stroke: ${({ theme }) => theme.colors.fg};
    stroke-width: 2;
    stroke-dasharray: 5 4;
  }
  .so-labor {
    fill: none;
    stroke: ${({ theme }) => theme.colors.warning};
    stroke-width: 2;
  }
  .so-labor-dot {
    fill: ${({ theme }) => theme.colors.warning};
  }
`;

const TableScroll = styled.div`
  max-height: 320px;
  overflow: auto;
`;

const Table = styled.table`
  ${dataTable}
  td {
    font-variant-numeric: tabular-nums;
  }
  .so-visually-hidden {
    ${visuallyHidden}
  }
`;
