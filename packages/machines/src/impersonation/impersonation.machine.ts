import type { SessionUser } from '@store-ops/domain';
import { assign, emit, setup } from 'xstate';
import { impersonationBrowserDefaults } from '../adapters/impersonation';
import { messages } from '../messages';

/** A row of the impersonation dialog (GET /api/users). */
export interface ImpersonationCandidate {
  id: number;
  email: string;
  name: string | null;
  admin: boolean;
}

export interface ImpersonationInput {
  /** The session's current user (null before sign-in). */
  user: SessionUser | null;
}

export interface ImpersonationContext {
  currentUser: SessionUser | null;
  /** The first admin user seen; cleared when impersonation stops. */
  originalUser: SessionUser | null;
  users: ImpersonationCandidate[];
  search: string;
  error: string | null;
}

export type ImpersonationEvent =
  /**
   * The session's user changed (sign-in, sign-out, reload). `originalUser` is the admin the server
   * reports behind the session (a reload while impersonating); when given it is the original user.
   */
  | { type: 'impersonation.userSeen'; user: SessionUser | null; originalUser?: SessionUser | null }
  | { type: 'impersonation.open' }
  | { type: 'impersonation.cancel' }
  | { type: 'impersonation.retry' }
  | { type: 'impersonation.search'; query: string }
  | { type: 'impersonation.select'; userId: number }
  | { type: 'impersonation.stop' };

/** Emitted when impersonation changes who the current user is; the app forwards it to the session. */
export type ImpersonationEmitted = { type: 'impersonation.userChanged'; user: SessionUser };

export interface ImpersonationImplementations {
  loadUsers: () => Promise<ImpersonationCandidate[]>;
  selectUser: (userId: number) => Promise<SessionUser>;
  stopImpersonation: () => Promise<SessionUser>;
}

const isImpersonating = (c: Pick<ImpersonationContext, 'currentUser' | 'originalUser'>) =>
  !!c.originalUser && !!c.currentUser && c.originalUser.id !== c.currentUser.id;

const rememberAdmin = (original: SessionUser | null, user: SessionUser | null) =>
  original ?? (user?.admin ? user : null);

export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
    input: {} as ImpersonationInput,
    emitted: {} as ImpersonationEmitted,
  },
  actors: impersonationBrowserDefaults().actors,
  guards: {
    isImpersonating: ({ context }) => isImpersonating(context),
    isNotImpersonating: ({ context }) => !isImpersonating(context),
  },
  actions: {
    logStopFailure: (_, params: { error: unknown }) =>
      console.error(messages.stopImpersonationFailedLog, params.error),
  },
}).createMachine({
  id: 'impersonation',
  context: ({ input }) => ({
    currentUser: input.user,
    originalUser: rememberAdmin(null, input.user),
    users: [],
    search: '',
    error: null,
  }),
  on: {
    'impersonation.userSeen': {
      actions: assign({
        currentUser: ({ event }) => event.user,
        originalUser: ({ context, event }) =>
          event.user ? rememberAdmin(event.originalUser ?? context.originalUser, event.user) : null,
      }),
    },
  },
  initial: 'normal',
  states: {
    normal: {
      always: { guard: 'isImpersonating', target: 'impersonating' },
      on: { 'impersonation.open': { target: 'loadingUsers' } },
    },
    loadingUsers: {
      tags: ['loading'],
      entry: assign({ search: '', error: null, users: [] }),
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        onDone: { target: 'selecting', actions: assign({ users: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: messages.loadUsersFailed }) },
      },
      on: { 'impersonation.cancel': { target: 'normal' } },
    },
    loadFailed: {
      tags: ['error'],
      on: {
        'impersonation.retry': { target: 'loadingUsers' },
        'impersonation.cancel': { target: 'normal', actions: assign({ error: null }) },
      },
    },
    selecting: {
      initial: 'browsing',
      on: {
        'impersonation.search': { actions: assign({ search: ({ event }) => event.query }) },
        'impersonation.select': { target: 'starting' },
        'impersonation.cancel': { target: 'normal', actions: assign({ error: null, search: '' }) },
      },
      states: {
        browsing: {},
        failed: { tags: ['error'] },
      },
    },
    starting: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'selectUser',
        src: 'selectUser',
        input: ({ event }) => ({ userId: event.type === 'impersonation.select' ? event.userId : 0 }),
        onDone: {
          target: 'impersonating',
          actions: [
            assign({
              originalUser: ({ context }) => context.originalUser ?? context.currentUser,
              currentUser: ({ event }) => event.output,
              search: '',
            }),
            emit(({ event }) => ({ type: 'impersonation.userChanged' as const, user: event.output })),
          ],
        },
        onError: {
          target: 'selecting.failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : messages.impersonationFailed,
          }),
        },
      },
    },
    impersonating: {
      // The session may report the original user again (e.g. stopped in another tab): back to normal.
      always: { guard: 'isNotImpersonating', target: 'normal' },
      on: { 'impersonation.stop': { target: 'stopping' } },
    },
    stopping: {
      tags: ['loading'],
      invoke: {
        id: 'stopImpersonation',
        src: 'stopImpersonation',
        onDone: {
          target: 'normal',
          actions: [
            assign({ currentUser: ({ event }) => event.output, originalUser: null }),
            emit(({ event }) => ({ type: 'impersonation.userChanged' as const, user: event.output })),
          ],
        },
        onError: {
          target: 'impersonating',
          actions: { type: 'logStopFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

type ImpersonationSnapshotLike = { context: ImpersonationContext };

/** True while the original user differs from the current one. */
export const selectIsImpersonating = (s: ImpersonationSnapshotLike) => isImpersonating(s.context);

/** The admin flag that gates admin entries: the original user's while impersonating, else the current user's. */
export const selectAdminGate = (s: ImpersonationSnapshotLike) =>
  (s.context.originalUser ?? s.context.currentUser)?.admin === true;

/** Case-insensitive search on e-mail and name. */
export function filterCandidates(
  users: readonly ImpersonationCandidate[],
  query: string,
): ImpersonationCandidate[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...users];
  return users.filter((u) => u.email.toLowerCase().includes(q) || (u.name ?? '').toLowerCase().includes(q));
}

export const selectFilteredUsers = (s: ImpersonationSnapshotLike) =>
  filterCandidates(s.context.users, s.context.search);

/** The dialog's empty-state text, or null when rows are shown. */
export function selectEmptyMessage(s: ImpersonationSnapshotLike): string | null {
  if (selectFilteredUsers(s).length > 0) return null;
  return s.context.search.trim() ? messages.noUsersMatching : messages.noUsersAvailable;
}
