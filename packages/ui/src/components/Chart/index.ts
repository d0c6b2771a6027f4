export {
  ChartLegend,
  type ChartSeries,
  formatWholeMoney,
  niceMax,
  ValueAxes,
  type ValueScale,
} from './Chart';
export { chartMarks } from './Chart.styles';
