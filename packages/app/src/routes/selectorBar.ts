import type { SelectorBarProps } from '@store-ops/ui';
import { useCompany, useCompanySelector } from '../providers/selection';
import { useCatalog } from '../providers/services';

/** The selector bar's props from the selection machine and the catalog (chat bar and settings form). */
export function useSelectorBarProps(isAdmin: boolean): Omit<SelectorBarProps, 'layout'> {
  const selection = useCompany();
  const { stores, companies } = useCatalog();
  const selectedCompany = useCompanySelector((s) => s.context.company);
  const selectedStore = useCompanySelector((s) => s.context.store);
  const selectedDate = useCompanySelector((s) => s.context.date);
  return {
    isAdmin,
    companies,
    stores,
    selectedCompany,
    selectedStore,
    selectedDate,
    onCompanyChange: (company) => selection.send({ type: 'selection.company', company }),
    onStoreChange: (store) => selection.send({ type: 'selection.store', store }),
    onDateChange: (date) => selection.send({ type: 'selection.date', date }),
  };
}
