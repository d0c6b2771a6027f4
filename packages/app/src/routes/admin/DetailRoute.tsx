import type { Company, Employee, Store, StoreHours, User, UserGroup, UserToGroup } from '@store-ops/domain';
import { type AdminGridContext, adminGridMachine, type GridRow } from '@store-ops/machines';
import {
  CompanyDetail,
  type DetailState,
  EmployeeDetail,
  StoreDetail,
  UserDetail,
} from '@store-ops/ui/admin';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';

/** The entities with a `/{entity}/{id}` view, the lists each view shows beside the row, and its data. */
const DETAILS = {
  stores: {
    refs: ['companies', 'hours', 'employees'],
    data: (row: GridRow, refs: AdminGridContext['refs']) => {
      const store = row as unknown as Store;
      return {
        store,
        company: (refs.companies as Company[] | undefined)?.find((c) => c.id === store.company_id) ?? null,
        hours: ((refs.hours ?? []) as StoreHours[]).filter((h) => h.store_id === store.id),
        employees: ((refs.employees ?? []) as Employee[]).filter((e) => e.store_id === store.id),
      };
    },
  },
  employees: {
    refs: ['stores'],
    data: (row: GridRow, refs: AdminGridContext['refs']) => {
      const employee = row as unknown as Employee;
      return {
        employee,
        store: (refs.stores as Store[] | undefined)?.find((s) => s.id === employee.store_id) ?? null,
      };
    },
  },
  users: {
    refs: ['users2groups', 'usergroups'],
    data: (row: GridRow, refs: AdminGridContext['refs']) => {
      const ids = new Set(
        ((refs.users2groups ?? []) as UserToGroup[])
          .filter((a) => a.user_id === row.id)
          .map((a) => a.group_id),
      );
      return {
        user: row as unknown as User,
        groups: ((refs.usergroups ?? []) as UserGroup[]).filter((g) => ids.has(g.id)),
      };
    },
  },
  companies: {
    refs: ['stores'],
    data: (row: GridRow, refs: AdminGridContext['refs']) => ({
      company: row as unknown as Company,
      stores: ((refs.stores ?? []) as Store[]).filter((s) => s.company_id === row.id),
    }),
  },
} as const;

export type DetailEntity = keyof typeof DETAILS;

/**
 * `/{entity}/{id}`: one row with what refers to it, over the entity's admin grid machine (the same
 * load, delete after a confirmation, and refusals as the grid). A deleted row leaves for the list.
 */
export default function DetailRoute({ entity }: { entity: DetailEntity }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = DETAILS[entity];
  const actor = useActorRef(adminGridMachine, { input: { entity, refs: detail.refs } });
  const snapshot = useSelector(actor, (s) => s);
  const row = snapshot.context.rows.find((r) => String(r.id) === id);

  // Deleted: the list is where the admin goes on.
  useEffect(() => {
    let wasDeleting = false;
    const sub = actor.subscribe((s) => {
      if (wasDeleting && s.matches('ready') && !s.context.rows.some((r) => String(r.id) === id)) {
        navigate(`/${entity}`, { replace: true });
      }
      wasDeleting = s.matches('deleting');
    });
    return () => sub.unsubscribe();
  }, [actor, entity, id, navigate]);

  let state: DetailState<never>;
  if (snapshot.matches('loading')) state = { status: 'loading' };
  else if (snapshot.matches('loadFailed')) state = { status: 'error', message: snapshot.context.error ?? '' };
  else if (!row) state = { status: 'notFound', id };
  else state = { status: 'loaded', data: detail.data(row, snapshot.context.refs) as never };

  const props = {
    state,
    onReload: () => actor.send({ type: 'grid.reload' }),
    deletion: {
      confirming: snapshot.matches('confirmingDelete'),
      busy: snapshot.matches('deleting'),
      error: snapshot.context.notice ?? undefined,
    },
    onDeleteAsk: () => row && actor.send({ type: 'grid.deleteAsk', rowId: row.id }),
    onDeleteCancel: () => actor.send({ type: 'grid.deleteCancel' }),
    onDeleteConfirm: () => actor.send({ type: 'grid.deleteConfirm' }),
  };
  switch (entity) {
    case 'stores':
      return <StoreDetail {...props} />;
    case 'employees':
      return <EmployeeDetail {...props} />;
    case 'users':
      return <UserDetail {...props} />;
    case 'companies':
      return <CompanyDetail {...props} />;
  }
}
