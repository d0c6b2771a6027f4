import { dashboardView } from '@store-ops/domain';
import type { dashboardMachine } from '@store-ops/machines';
import { DashboardScreen, type StoreDayRef } from '@store-ops/ui/admin';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The Dashboard screen over a dashboard machine (the route's and the QA story's wiring). */
export function Dashboard({
  actor,
  onOpenStoreDay,
}: {
  actor: ActorRefFrom<typeof dashboardMachine>;
  onOpenStoreDay: (day: StoreDayRef) => void;
}) {
  const view = useSelector(actor, (s) => s);
  const { context } = view;
  const { result, previous } = context;
  const board = useMemo(() => (result ? dashboardView(result, previous) : null), [result, previous]);
  return (
    <DashboardScreen
      status={view.matches('failed') ? 'failed' : view.matches('loading') ? 'loading' : 'ready'}
      preset={context.preset}
      range={context.range}
      companyId={context.companyId}
      companies={context.companies ?? []}
      board={board}
      loadedAt={context.loadedAt}
      error={context.error}
      rangeError={context.rangeError}
      onPreset={(preset) => actor.send({ type: 'dashboard.preset', preset })}
      onRange={(range) => actor.send({ type: 'dashboard.range', range })}
      onCompany={(companyId) => actor.send({ type: 'dashboard.company', companyId })}
      onRetry={() => actor.send({ type: 'dashboard.retry' })}
      onOpenStoreDay={onOpenStoreDay}
    />
  );
}
