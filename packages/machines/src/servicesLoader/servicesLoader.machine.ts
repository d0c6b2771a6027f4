import { defaultDataWindow, type SessionUser } from '@store-ops/domain';
import { assign, setup } from 'xstate';
import { servicesLoaderBrowserDefaults } from '../adapters/servicesLoader';
import { messages } from '../messages';
import { isPublicPath } from '../session/session.machine';

/**
 * The data sources loaded at start, in the order the loading screen shows them. `adminOnly`: the
 * server answers them for admins only (403 otherwise), so a non-admin neither asks nor lists them.
 */
export const SERVICE_SOURCES = [
  { key: 'users', label: 'Users', windowed: false, adminOnly: true },
  { key: 'usergroups', label: 'User Groups', windowed: false, adminOnly: true },
  { key: 'users2groups', label: 'User Assignments', windowed: false, adminOnly: true },
  { key: 'stores', label: 'Stores', windowed: false, adminOnly: false },
  { key: 'companies', label: 'Companies', windowed: false, adminOnly: false },
  { key: 'hours', label: 'Hours', windowed: false, adminOnly: false },
  { key: 'employees', label: 'Employees', windowed: false, adminOnly: true },
  { key: 'schedules', label: 'Schedules', windowed: true, adminOnly: true },
  { key: 'weather', label: 'Weather', windowed: true, adminOnly: true },
  { key: 'shifts', label: 'Shifts', windowed: true, adminOnly: true },
  { key: 'availability', label: 'Availability', windowed: true, adminOnly: true },
  { key: 'sales', label: 'Sales', windowed: true, adminOnly: true },
  { key: 'timepunches', label: 'Timepunches', windowed: true, adminOnly: true },
] as const;

export type ServiceKey = (typeof SERVICE_SOURCES)[number]['key'];
export type ServiceSource = (typeof SERVICE_SOURCES)[number];
export type ServiceStatus = { phase: 'notStarted' } | { phase: 'loading' } | { phase: 'done'; count: number };

/** `Not started`, `Loading...` or `N records`. */
export function serviceStatusText(status: ServiceStatus): string {
  if (status.phase === 'notStarted') return messages.serviceNotStarted;
  if (status.phase === 'loading') return messages.serviceLoading;
  return messages.serviceRecords(status.count);
}

export interface ServicesLoaderInput {
  user: SessionUser | null;
  path: string;
  /** The date window of the windowed sources; default the last 7 days up to now. */
  dataWindow?: { start: string; end: string };
}

export interface ServicesLoaderContext {
  user: SessionUser | null;
  path: string;
  dataWindow: { start: string; end: string };
  status: Record<ServiceKey, ServiceStatus>;
  data: Record<ServiceKey, unknown[]>;
}

export type FetchListInput = {
  source: ServiceSource;
  dataWindow: { start: string; end: string };
  /** Whether the user may read admin-only sources; when not, those resolve empty without a request. */
  admin: boolean;
};

const allStatus = (status: ServiceStatus) =>
  Object.fromEntries(SERVICE_SOURCES.map((s) => [s.key, status])) as Record<ServiceKey, ServiceStatus>;
const noData = () =>
  Object.fromEntries(SERVICE_SOURCES.map((s) => [s.key, [] as unknown[]])) as Record<ServiceKey, unknown[]>;

export const servicesLoaderMachine = setup({
  types: {
    context: {} as ServicesLoaderContext,
    input: {} as ServicesLoaderInput,
  },
  actors: servicesLoaderBrowserDefaults().actors,
  guards: {
    // A user present means a session: `/` is then the chat, not a public path.
    shouldLoad: ({ context }) => context.user !== null && !isPublicPath(context.path, true),
    allDone: ({ context }) => Object.values(context.status).every((s) => s.phase === 'done'),
  },
}).createMachine({
  id: 'servicesLoader',
  context: ({ input }) => ({
    user: input.user,
    path: input.path,
    dataWindow: input.dataWindow ?? defaultDataWindow(),
    status: allStatus({ phase: 'notStarted' }),
    data: noData(),
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'shouldLoad', target: 'loading' }, { target: 'done' }],
    },
    loading: {
      tags: ['loading'],
      entry: assign({ status: () => allStatus({ phase: 'loading' }), data: noData }),
      invoke: SERVICE_SOURCES.map((source) => ({
        id: source.key,
        src: 'fetchList' as const,
        input: ({ context }: { context: ServicesLoaderContext }) => ({
          source,
          dataWindow: context.dataWindow,
          admin: context.user?.admin === true,
        }),
        onDone: {
          actions: assign(({ context, event }) => {
            const rows = Array.isArray(event.output) ? event.output : [];
            return {
              status: { ...context.status, [source.key]: { phase: 'done' as const, count: rows.length } },
              data: { ...context.data, [source.key]: rows },
            };
          }),
        },
        onError: {
          actions: assign(({ context }) => ({
            status: { ...context.status, [source.key]: { phase: 'done' as const, count: 0 } },
          })),
        },
      })),
      always: { guard: 'allDone', target: 'done' },
    },
    /** Loaded (or nothing to load). A loader belongs to one user: another user gets a new one. */
    done: { type: 'final' },
  },
});

/** The sources the user's role loads (an admin every one; anyone else those not admin-only). */
const sourcesFor = (user: SessionUser | null) =>
  SERVICE_SOURCES.filter((source) => user?.admin === true || !source.adminOnly);

/**
 * Whether the loading screen may close: a user is known and every source their role loads has
 * finished (records, or a failure counted as empty). One bar per source.
 */
export function selectServicesReady(s: { context: ServicesLoaderContext }): boolean {
  return (
    s.context.user !== null &&
    sourcesFor(s.context.user).every((src) => s.context.status[src.key].phase === 'done')
  );
}

/** The rows and status of each source the user may read, in display order, for the loading screen. */
export function selectServiceRows(s: { context: ServicesLoaderContext }) {
  return sourcesFor(s.context.user).map((source) => ({
    key: source.key,
    label: source.label,
    status: s.context.status[source.key],
    text: serviceStatusText(s.context.status[source.key]),
  }));
}
