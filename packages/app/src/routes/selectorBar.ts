import type { SelectorBarProps } from '@store-ops/ui';
import { useMemo } from 'react';
import { useCompany, useCompanySelector } from '../providers/selection';
import { useCatalog } from '../providers/services';

/**
 * The selector bar's props from the selection machine and the catalog (chat bar and settings form):
 * one object while none of them changes, so the memoized bar skips the screen's other updates.
 */
export function useSelectorBarProps(isAdmin: boolean): Omit<SelectorBarProps, 'layout'> {
  const selection = useCompany();
  const { stores, companies } = useCatalog();
  const selectedCompany = useCompanySelector((s) => s.context.company);
  const selectedStore = useCompanySelector((s) => s.context.store);
  const selectedDate = useCompanySelector((s) => s.context.date);
  return useMemo(
    () => ({
      isAdmin,
      companies,
      stores,
      selectedCompany,
      selectedStore,
      selectedDate,
      onCompanyChange: (company: string) => selection.send({ type: 'selection.company', company }),
      onStoreChange: (store: string) => selection.send({ type: 'selection.store', store }),
      onDateChange: (date: string) => selection.send({ type: 'selection.date', date }),
    }),
    [isAdmin, companies, stores, selectedCompany, selectedStore, selectedDate, selection],
  );
}
