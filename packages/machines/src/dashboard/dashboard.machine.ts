import {
  type Company,
  type DashboardFigures,
  type DashboardPreset,
  type DashboardResponse,
  daysInRange,
  MAX_DASHBOARD_DAYS,
  presetRange,
} from '@store-ops/domain';
import { and, assertEvent, assign, not, setup } from 'xstate';
import { dashboardBrowserDefaults } from '../adapters/dashboard';

export const DASHBOARD_RANGE_MESSAGES = {
  order: 'The start date must be on or before the end date.',
  length: `Choose a range of at most ${MAX_DASHBOARD_DAYS} days.`,
} as const;

export interface DateRange {
  start: string;
  end: string;
}

/** A preset, or `custom` for a range chosen in the date range picker. */
export type DashboardRangeChoice = DashboardPreset | 'custom';

export interface DashboardInput {
  /** The viewer's local date (YYYY-MM-DD): presets count from it. */
  today: string;
  /** Yesterday when absent: every store's last full day, without choosing anything. */
  preset?: DashboardRangeChoice;
  /** The range of a `custom` choice. */
  range?: DateRange;
  companyId?: number | null;
}

export interface DashboardContext {
  today: string;
  preset: DashboardRangeChoice;
  range: DateRange;
  companyId: number | null;
  /** The companies the filter offers (loaded with the first board). */
  companies: Company[] | null;
  /** The last board loaded (kept on screen while the next one loads). */
  result: DashboardResponse | null;
  /** The totals of the period of the same length just before the range. */
  previous: DashboardFigures | null;
  /** When the board was loaded (the Today preset says "as of" it). */
  loadedAt: Date | null;
  error: string | null;
  /** Why the range just chosen was not applied (the board stays as it was). */
  rangeError: string | null;
}

export type DashboardEvent =
  | { type: 'dashboard.preset'; preset: DashboardPreset }
  | { type: 'dashboard.range'; range: DateRange }
  | { type: 'dashboard.company'; companyId: number | null }
  | { type: 'dashboard.retry' };

export interface DashboardLoadInput {
  range: DateRange;
  companyId: number | null;
  /** Also load the companies (the first load only). */
  withCompanies: boolean;
}
export interface DashboardLoadOutput {
  result: DashboardResponse;
  previous: DashboardFigures;
  companies: Company[] | null;
  loadedAt: Date;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Failed to load the dashboard.';

/** The range a preset means for the chosen company (This week starts on its week_begin). */
function rangeOf(
  preset: DashboardPreset,
  today: string,
  companyId: number | null,
  companies: readonly Company[] | null,
): DateRange {
  const company = companies?.find((c) => c.id === companyId);
  return presetRange(preset, today, company?.week_begin);
}

/**
 * The dashboard: every store's figures over a range, for all companies or one. It opens
 * on yesterday; a preset, a custom range or a company loads the board again (a newer request
 * replaces one in flight); a range the server would refuse is refused here with a message; a failed
 * load says why and retries.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
  },
  actors: dashboardBrowserDefaults().actors,
  guards: {
    ordered: ({ event }) => {
      assertEvent(event, 'dashboard.range');
      return event.range.start <= event.range.end;
    },
    shortEnough: ({ event }) => {
      assertEvent(event, 'dashboard.range');
      return daysInRange(event.range.start, event.range.end) <= MAX_DASHBOARD_DAYS;
    },
    weekMoved: ({ context, event }) => {
      const output = (event as unknown as { output: DashboardLoadOutput }).output;
      if (context.preset === 'custom' || !output.companies) return false;
      const range = rangeOf(context.preset, context.today, context.companyId, output.companies);
      return range.start !== context.range.start || range.end !== context.range.end;
    },
  },
  actions: {
    choosePreset: assign(({ context, event }) => {
      assertEvent(event, 'dashboard.preset');
      return {
        preset: event.preset,
        range: rangeOf(event.preset, context.today, context.companyId, context.companies),
        rangeError: null,
      };
    }),
    chooseRange: assign(({ event }) => {
      assertEvent(event, 'dashboard.range');
      return { preset: 'custom' as const, range: event.range, rangeError: null };
    }),
    chooseCompany: assign(({ context, event }) => {
      assertEvent(event, 'dashboard.company');
      const range =
        context.preset === 'custom'
          ? context.range
          : rangeOf(context.preset, context.today, event.companyId, context.companies);
      return { companyId: event.companyId, range, rangeError: null };
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => {
    const companyId = input.companyId ?? null;
    const custom = input.preset === 'custom' && input.range !== undefined;
    const preset: DashboardPreset =
      input.preset === undefined || input.preset === 'custom' ? 'yesterday' : input.preset;
    return {
      today: input.today,
      preset: custom ? 'custom' : preset,
      range: custom && input.range ? input.range : rangeOf(preset, input.today, companyId, null),
      companyId,
      companies: null,
      result: null,
      previous: null,
      loadedAt: null,
      error: null,
      rangeError: null,
    };
  },
  initial: 'loading',
  on: {
    'dashboard.preset': { target: '.loading', reenter: true, actions: 'choosePreset' },
    'dashboard.range': [
      { guard: and(['ordered', 'shortEnough']), target: '.loading', reenter: true, actions: 'chooseRange' },
      { guard: not('ordered'), actions: assign({ rangeError: DASHBOARD_RANGE_MESSAGES.order }) },
      { actions: assign({ rangeError: DASHBOARD_RANGE_MESSAGES.length }) },
    ],
    'dashboard.company': { target: '.loading', reenter: true, actions: 'chooseCompany' },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({
          range: context.range,
          companyId: context.companyId,
          withCompanies: context.companies === null,
        }),
        onDone: [
          {
            // Opened on This week with a company whose week does not begin on Monday: now that the
            // companies are known, load the week as that company counts it.
            guard: 'weekMoved',
            target: 'loading',
            reenter: true,
            actions: assign(({ context, event }) => {
              const companies = event.output.companies ?? context.companies;
              return {
                companies,
                range: rangeOf(
                  context.preset as DashboardPreset,
                  context.today,
                  context.companyId,
                  companies,
                ),
              };
            }),
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              result: event.output.result,
              previous: event.output.previous,
              loadedAt: event.output.loadedAt,
              companies: event.output.companies ?? context.companies,
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: {
      tags: ['error'],
      on: { 'dashboard.retry': 'loading' },
    },
  },
});
