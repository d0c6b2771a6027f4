import type { Company, Store, StoreHours } from '@store-ops/domain';
import { servicesLoaderMachine } from '@store-ops/machines';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { createMachineContext, type MachineSelectorHook, useMachineActor } from './createMachineProvider';
import { useSessionSelector } from './session';

const ServicesContext = createMachineContext<typeof servicesLoaderMachine>('Services');

/** The admin data sources (and the stores, companies and hours everyone's selectors need), loaded in parallel. */
/** Mounted per signed-in user (SignedInLayout keys it by the user's id): it loads for that user. */
export function ServicesProvider({ children }: { children: ReactNode }) {
  const user = useSessionSelector((s) => s.context.user);
  const actor = useActorRef(servicesLoaderMachine, { input: { user, path: window.location.pathname } });
  return <ServicesContext.Context.Provider value={actor}>{children}</ServicesContext.Context.Provider>;
}

/** The services loader actor of the signed-in user. */
export const useServices = () => useMachineActor(ServicesContext);
export const useServicesSelector: MachineSelectorHook<typeof servicesLoaderMachine> = (selector, compare) =>
  useSelector(useServices(), selector, compare);

/** Stores, companies and hours as the selectors and the context need them; `ready` once all three arrived. */
export function useCatalog() {
  const stores = useServicesSelector((s) => s.context.data.stores as Store[]);
  const companies = useServicesSelector((s) => s.context.data.companies as Company[]);
  const hours = useServicesSelector((s) => s.context.data.hours as StoreHours[]);
  const ready = useServicesSelector((s) =>
    (['stores', 'companies', 'hours'] as const).every((k) => s.context.status[k].phase === 'done'),
  );
  return { stores, companies, hours, ready };
}
