import type { AdminEntity } from '@store-ops/domain';
import { adminGridMachine } from '@store-ops/machines';
import { useActorRef } from '@xstate/react';
import { AdminGrid, GRID_REFS } from './adminGrid';

/** `/stores`, `/users`, ...: the entity's admin grid over its own admin grid machine. */
export default function GridRoute({ entity }: { entity: AdminEntity }) {
  const actor = useActorRef(adminGridMachine, { input: { entity, refs: GRID_REFS[entity] } });
  return <AdminGrid entity={entity} actor={actor} />;
}
