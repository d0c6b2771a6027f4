import type { AuditFilters, AuditPage, User } from '@store-ops/domain';
import { assertEvent, assign, setup } from 'xstate';
import { auditLogBrowserDefaults } from '../adapters/auditLog';

/** Entries a page shows. */
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_RANGE_MESSAGE = 'The start date must be on or before the end date.';

export interface AuditLogInput {
  /** The filters the screen opens with (e.g. from the address bar). */
  filters?: AuditFilters;
  page?: number;
}

export interface AuditLogContext {
  filters: AuditFilters;
  page: number;
  /** The last page loaded (kept on screen while the next one loads). */
  result: AuditPage | null;
  /** Everyone the user filter offers (loaded with the first page). */
  users: User[] | null;
  /** Why the page could not be loaded. */
  error: string | null;
  /** Why the filters just asked for were not applied (they stay as they were). */
  filterError: string | null;
}

export type AuditLogEvent =
  | { type: 'audit.filter'; filters: AuditFilters }
  | { type: 'audit.page'; page: number }
  | { type: 'audit.retry' };

export interface AuditLoadInput {
  filters: AuditFilters;
  page: number;
  limit: number;
  /** Also load the users (the first load only). */
  withUsers: boolean;
}
export interface AuditLoadOutput {
  page: AuditPage;
  users: User[] | null;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Failed to load the audit log.';
const pageCount = (result: AuditPage | null) =>
  result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;

/**
 * The Audit Log screen: one page of entries, newest first, with filters by user,
 * action and date range. A new filter starts again at page 1; paging stays within the pages there
 * are; a load in flight is replaced by the next one asked for; a failed load says why and retries.
 */
export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
    input: {} as AuditLogInput,
  },
  actors: auditLogBrowserDefaults().actors,
  guards: {
    validRange: ({ event }) => {
      assertEvent(event, 'audit.filter');
      const { from, to } = event.filters;
      return !from || !to || from <= to;
    },
    pageExists: ({ context, event }) => {
      assertEvent(event, 'audit.page');
      return event.page >= 1 && event.page <= pageCount(context.result) && event.page !== context.page;
    },
  },
  actions: {
    applyFilters: assign(({ event }) => {
      assertEvent(event, 'audit.filter');
      // Only the filters that filter: an empty field is no filter.
      const filters = Object.fromEntries(
        Object.entries(event.filters).filter(([, v]) => v !== undefined && v !== ''),
      ) as AuditFilters;
      return { filters, page: 1, filterError: null };
    }),
    refuseRange: assign({ filterError: AUDIT_RANGE_MESSAGE }),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'audit.page');
      return { page: event.page, filterError: null };
    }),
  },
}).createMachine({
  id: 'auditLog',
  context: ({ input }) => ({
    filters: input.filters ?? {},
    page: input.page ?? 1,
    result: null,
    users: null,
    error: null,
    filterError: null,
  }),
  initial: 'loading',
  on: {
    'audit.filter': [
      { guard: 'validRange', target: '.loading', reenter: true, actions: 'applyFilters' },
      { actions: 'refuseRange' },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({
          filters: context.filters,
          page: context.page,
          limit: AUDIT_PAGE_SIZE,
          withUsers: context.users === null,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            result: event.output.page,
            users: event.output.users ?? context.users,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: {
        'audit.page': { guard: 'pageExists', target: 'loading', reenter: true, actions: 'goToPage' },
      },
    },
    ready: {
      on: {
        'audit.page': { guard: 'pageExists', target: 'loading', actions: 'goToPage' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'audit.retry': 'loading' },
    },
  },
});

/** The page count the last answer implies (1 when there is none yet). */
export const auditPageCount = pageCount;
