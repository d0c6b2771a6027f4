// The one wiring of the admin grid machine to the ui package's admin screens: the machine's
// snapshot becomes a screen state, the screen's callbacks become machine events. The grid and
// detail routes use it, and so does the QA story (over its fake server).
import type { AdminEntity, Company, Store, User, UserGroup } from '@store-ops/domain';
import type { adminGridMachine, GridRow } from '@store-ops/machines';
import {
  type AdminGridCallbacks,
  type AdminGridState,
  CompaniesScreen,
  EmployeesScreen,
  HoursScreen,
  StoresScreen,
  UserAssignmentsScreen,
  UserGroupsScreen,
  UsersScreen,
} from '@store-ops/ui/admin';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

export type AdminGridActor = ActorRefFrom<typeof adminGridMachine>;
type Snapshot = SnapshotFrom<typeof adminGridMachine>;

/** The lists whose rows name each grid's references (a store's company, an assignment's user). */
export const GRID_REFS: Record<AdminEntity, readonly AdminEntity[]> = {
  users: [],
  usergroups: ['companies', 'stores'],
  users2groups: ['users', 'usergroups'],
  companies: [],
  stores: ['companies'],
  employees: ['stores'],
  hours: ['stores'],
};

/** The screen state a machine snapshot shows. */
export function gridState(s: Snapshot): AdminGridState<GridRow> {
  if (s.matches('loading')) return { status: 'loading' };
  if (s.matches('loadFailed')) return { status: 'error', message: s.context.error ?? '' };
  const { context } = s;
  const idle = s.matches('ready');
  return {
    status: 'ready',
    rows: context.rows,
    edits: context.edits,
    canUndo: idle && context.undo.length > 0,
    canRedo: idle && context.redo.length > 0,
    activity:
      s.matches('saving') || s.matches('afterSave')
        ? 'saving'
        : s.matches({ creating: 'submitting' })
          ? 'creating'
          : s.matches('deleting')
            ? 'deleting'
            : undefined,
    notice: context.notice ?? undefined,
    conflict: s.matches('conflict') && context.conflict ? context.conflict : undefined,
    create: s.matches('creating')
      ? { submitting: s.matches({ creating: 'submitting' }), error: context.createError ?? undefined }
      : undefined,
    confirmDelete: s.matches('confirmingDelete') && context.deleteTarget ? context.deleteTarget : undefined,
  };
}

/** The screen's callbacks, each one machine event. */
export function gridCallbacks(send: AdminGridActor['send']): AdminGridCallbacks<GridRow> {
  return {
    onEdit: (rowId, field, value) => send({ type: 'grid.edit', rowId, field, value }),
    onUndo: () => send({ type: 'grid.undo' }),
    onRedo: () => send({ type: 'grid.redo' }),
    onDiscard: () => send({ type: 'grid.discard' }),
    onSave: () => send({ type: 'grid.save' }),
    onReload: () => send({ type: 'grid.reload' }),
    onKeepMine: () => send({ type: 'grid.keepMine' }),
    onTakeTheirs: () => send({ type: 'grid.takeTheirs' }),
    onCreateOpen: () => send({ type: 'grid.createOpen' }),
    onCreateCancel: () => send({ type: 'grid.createCancel' }),
    onCreate: (values) => send({ type: 'grid.createSubmit', values: values as Record<string, unknown> }),
    onDeleteAsk: (row) => send({ type: 'grid.deleteAsk', rowId: row.id }),
    onDeleteCancel: () => send({ type: 'grid.deleteCancel' }),
    onDeleteConfirm: () => send({ type: 'grid.deleteConfirm' }),
  };
}

const NONE: readonly never[] = [];

/** One admin grid screen showing `actor` (an admin grid machine for `entity`). */
export function AdminGrid({ entity, actor }: { entity: AdminEntity; actor: AdminGridActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const refs = snapshot.context.refs;
  // The screens are typed per entity; the machine's rows are the API's rows of that entity.
  // biome-ignore lint/suspicious/noExplicitAny: one wiring for seven row types
  const props = { state: gridState(snapshot), ...gridCallbacks(actor.send) } as any;
  switch (entity) {
    case 'users':
      return <UsersScreen {...props} />;
    case 'usergroups':
      return (
        <UserGroupsScreen
          {...props}
          companies={(refs.companies ?? NONE) as Company[]}
          stores={(refs.stores ?? NONE) as Store[]}
        />
      );
    case 'users2groups':
      return (
        <UserAssignmentsScreen
          {...props}
          users={(refs.users ?? NONE) as User[]}
          groups={(refs.usergroups ?? NONE) as UserGroup[]}
        />
      );
    case 'companies':
      return <CompaniesScreen {...props} />;
    case 'stores':
      return <StoresScreen {...props} companies={(refs.companies ?? NONE) as Company[]} />;
    case 'employees':
      return <EmployeesScreen {...props} stores={(refs.stores ?? NONE) as Store[]} />;
    case 'hours':
      return <HoursScreen {...props} stores={(refs.stores ?? NONE) as Store[]} />;
  }
}
