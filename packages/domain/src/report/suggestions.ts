// The chat's suggested questions: up to three, from the store-day's exceptions against its
// company's targets, found by the dashboard's own rules (`storeDayAttention`), so a store-day the
// dashboard lists under Needs attention is the one the chat suggests questions about.
import type { ReportFigure } from '../contract/chatReply';
import { contextDayStatus, type ReportContext } from './context';
import {
  type AttentionItem,
  type DashboardTargets,
  DEFAULT_DASHBOARD_TARGETS,
  storeDayAttention,
  storeDayFigures,
  targetsFromReportSettings,
} from './dashboard';
import { reportFigures } from './reportFigures';
import type { ReportSettingsFields } from './settings';
import { DEFAULT_REPORT_SETTINGS } from './settingsValues';

/** At most this many suggestions. */
export const MAX_SUGGESTED_QUESTIONS = 3;

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A figure and its target, one decimal; two when one would make them read the same (30.04 vs 30). */
function against(value: number, target: number): [string, string] {
  const t = twoDecimals.format(target);
  const v = oneDecimal.format(value);
  return [v === t ? twoDecimals.format(value) : v, t];
}

/** The questions' words: a complete day's in the past tense, a day in progress's "so far". */
const WORDING = {
  complete: {
    labor: (v: string, t: string) => `Why was labor ${v}% against a ${t}% target?`,
    under: (v: string, t: string) => `Why were sales ${v}% under forecast against a ${t}% target?`,
    over: (v: string, t: string) => `Why were sales ${v}% over forecast against a ${t}% target?`,
    late: (n: number) => (n === 1 ? 'Who clocked in late?' : `Who were the ${n} late clock-ins?`),
    timers: (n: number) => (n === 1 ? 'Which timer expired?' : `Which ${n} timers expired?`),
  },
  in_progress: {
    labor: (v: string, t: string) => `Why is labor ${v}% so far against a ${t}% target?`,
    under: (v: string, t: string) => `Why are sales ${v}% under forecast so far against a ${t}% target?`,
    over: (v: string, t: string) => `Why are sales ${v}% over forecast so far against a ${t}% target?`,
    late: (n: number) =>
      n === 1 ? 'Who has clocked in late so far?' : `Who are the ${n} late clock-ins so far?`,
    timers: (n: number) =>
      n === 1 ? 'Which timer has expired so far?' : `Which ${n} timers have expired so far?`,
  },
} as const;

/**
 * Questions about the store-day's exceptions, in this order: labor cost % over the target, net sales
 * beyond the forecast variance target (under it: the dashboard's rule; over it too, as the model's
 * text says "within N% of forecast"), late clock-ins (the dashboard's threshold), expired timers,
 * task completion under the target. At most three; none when the day is unremarkable. A figure the
 * company's report settings leave out of the context (labor cost %, forecast variance %) asks nothing:
 * the reply could not quote it. A day that has not started or has no data asks nothing; a day in
 * progress asks about its figures so far, in those words (and not about tasks, due by its end).
 */
export function suggestedQuestions(
  context: ReportContext,
  targets: DashboardTargets = DEFAULT_DASHBOARD_TARGETS,
): string[] {
  const status = contextDayStatus(context);
  if (status !== 'complete' && status !== 'in_progress') return [];
  const words = WORDING[status];
  const blocks = context.statBlocks;
  const store = context.location.store;
  const items = storeDayAttention(
    { storeId: store?.id ?? 0, storeName: store?.name ?? '', companyId: store?.company_id ?? 0 },
    context.reportDate.date,
    storeDayFigures(blocks, status),
    targets,
    status,
  );
  const rule = (r: AttentionItem['rule']) => items.find((i) => i.rule === r);
  const metrics = blocks.sales?.metrics;
  const out: string[] = [];

  const labor = rule('labor_cost');
  if (labor && metrics?.laborCostPercent !== undefined) {
    const [v, t] = against(labor.value, labor.target);
    out.push(words.labor(v, t));
  }
  const variance = metrics?.forecastVariancePercent;
  if (variance !== undefined && variance !== null) {
    const under = rule('under_forecast');
    if (under) {
      const [v, t] = against(-under.value, under.target);
      out.push(words.under(v, t));
    } else if (variance > targets.forecast_variance_pct) {
      const [v, t] = against(variance, targets.forecast_variance_pct);
      out.push(words.over(v, t));
    }
  }
  const late = rule('late_clock_ins');
  if (late) out.push(words.late(late.value));
  const timers = rule('expired_timers');
  if (timers) out.push(words.timers(timers.value));
  const tasks = rule('task_completion');
  if (tasks) {
    const [v, t] = against(tasks.value, tasks.target);
    out.push(`Why was task completion ${v}% against a ${t}% target?`);
  }
  return out.slice(0, MAX_SUGGESTED_QUESTIONS);
}

/**
 * What the chat gets beside a built report context's text: its figures (the company's targets among
 * them) to trace replies against, and the suggested questions against the company's targets. The report
 * worker and the in-thread builder both answer this, so they agree.
 */
export function reportChatAids(
  context: ReportContext,
  settings: Pick<ReportSettingsFields, 'targets'> = DEFAULT_REPORT_SETTINGS,
): { figures: ReportFigure[]; suggestions: string[] } {
  return {
    figures: reportFigures(context, settings.targets),
    suggestions: suggestedQuestions(context, targetsFromReportSettings(settings.targets)),
  };
}
