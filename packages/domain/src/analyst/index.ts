// The offline analyst: pure, deterministic answers about a store-day from its stat blocks.
export {
  ANALYST_NAME,
  type AnalystDay,
  type AnalystInput,
  type AnalystPlan,
  answerQuestion,
  CAPABILITIES,
  NO_CONTEXT,
  planAnswer,
} from './answer';
export {
  addDaysToDate,
  compareDays,
  comparisonFigures,
  DAY_METRIC_INFO,
  DAY_METRICS,
  type DayComparison,
  type DayFigures,
  type DayMetric,
  dayFigures,
  type MetricChange,
  type RankedStore,
  rankingFigures,
  rankStores,
  type StoreRanking,
  type StoreRef,
  weekdayOf,
} from './figures';
export { comparisonDate, detectIntents, INTENTS, type Intent } from './intents';
