import type { User } from '@store-ops/domain';
import type { auditLogMachine } from '@store-ops/machines';
import { AuditLogScreen } from '@store-ops/ui/admin';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

/** The Audit Log screen over an audit log machine (the route's and the QA story's wiring). */
export function AuditLog({ actor }: { actor: ActorRefFrom<typeof auditLogMachine> }) {
  const view = useSelector(actor, (s) => s);
  return (
    <AuditLogScreen
      status={view.matches('failed') ? 'failed' : view.matches('loading') ? 'loading' : 'ready'}
      result={view.context.result}
      error={view.context.error}
      filters={view.context.filters}
      filterError={view.context.filterError}
      users={view.context.users ?? NO_USERS}
      onFilter={(next) => actor.send({ type: 'audit.filter', filters: next })}
      onPage={(next) => actor.send({ type: 'audit.page', page: next })}
      onRetry={() => actor.send({ type: 'audit.retry' })}
    />
  );
}
const NO_USERS: readonly User[] = [];
