import { readSelectionInput, selectionMachine } from '@store-ops/machines';
import { storeOptions } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { createMachineContext, type MachineSelectorHook, useMachineActor } from './createMachineProvider';
import { useCatalog } from './services';
import { useSessionSelector } from './session';

const CompanyContext = createMachineContext<typeof selectionMachine>('Company');

/** Company, store and date selection. The store list order is the selector's (ui's storeOptions), so
 * "the first store" is the one the user sees first.
 * (restored from storage, reset when the signed-in user changes). */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(selectionMachine, { input: readSelectionInput() });
  const userId = useSessionSelector((s) => s.context.user?.id ?? null);
  const { stores, ready } = useCatalog();
  const company = useSelector(actor, (s) => s.context.company);

  useEffect(() => {
    if (userId !== null) actor.send({ type: 'selection.user', userId });
  }, [actor, userId]);

  const listed = useMemo(() => storeOptions(stores, company).map((s) => String(s.id)), [stores, company]);
  useEffect(() => {
    if (ready) actor.send({ type: 'selection.storesListed', storeIds: listed });
  }, [actor, ready, listed]);

  return <CompanyContext.Context.Provider value={actor}>{children}</CompanyContext.Context.Provider>;
}

/**
 * True once the selected store is one the selector lists (or none are listed): until then the
 * selection machine is about to move to the company's first store, so nothing should load yet.
 */
export function useSelectionSettled(): boolean {
  const { stores, ready } = useCatalog();
  const company = useCompanySelector((s) => s.context.company);
  const store = useCompanySelector((s) => s.context.store);
  return useMemo(() => {
    if (!ready) return false;
    const listed = storeOptions(stores, company).map((s) => String(s.id));
    return listed.length === 0 || listed.includes(store);
  }, [ready, stores, company, store]);
}

/** The selection actor: send `selection.company`, `selection.store`, `selection.date`. */
export const useCompany = () => useMachineActor(CompanyContext);
export const useCompanySelector: MachineSelectorHook<typeof selectionMachine> = (selector, compare) =>
  useSelector(useCompany(), selector, compare);
