// The pieces the SVG charts share (the dashboard's trend chart, the report's hourly chart): a round
// axis maximum, the value axes with their grid lines, the legend, and the marks' styles.
import { ChartLegendRoot } from './Chart.styles';

/** A round axis maximum (1, 2, 2.5 or 5 times a power of ten) at or above `max`. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
/** A money axis's label: `$1,500`. */
export const formatWholeMoney = (n: number) => wholeMoney.format(n);

/** Where the values of [0, max] stand on the chart, and how a label says them. */
export interface ValueScale {
  max: number;
  y: (value: number) => number;
  format: (value: number) => string;
}

const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * The value axes: a grid line at each quarter of the left scale, labelled left of the plot (`gap`
 * from it), and, with a right scale, its own labels right of the plot at the same quarters.
 */
export function ValueAxes({
  x1,
  x2,
  gap,
  left,
  right,
}: {
  x1: number;
  x2: number;
  gap: number;
  left: ValueScale;
  right?: ValueScale;
}) {
  return TICKS.map((t) => (
    <g key={t}>
      <line data-mark="grid" x1={x1} x2={x2} y1={left.y(t * left.max)} y2={left.y(t * left.max)} />
      <text data-mark="axis" x={x1 - gap} y={left.y(t * left.max)} textAnchor="end" dy="0.32em">
        {left.format(t * left.max)}
      </text>
      {right && (
        <text data-mark="axis" x={x2 + gap} y={right.y(t * right.max)} textAnchor="start" dy="0.32em">
          {right.format(t * right.max)}
        </text>
      )}
    </g>
  ));
}

/** The series a legend names: bars of net sales, the dashed forecast, the labor cost % line. */
export type ChartSeries = 'sales' | 'forecast' | 'labor';

/** The chart's legend (hidden from screen readers: the chart's name and table say it). */
export function ChartLegend({ items }: { items: readonly { series: ChartSeries; label: string }[] }) {
  return (
    <ChartLegendRoot aria-hidden="true">
      {items.map((item) => (
        <span key={item.series} data-series={item.series}>
          {item.label}
        </span>
      ))}
    </ChartLegendRoot>
  );
}
