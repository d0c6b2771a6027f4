import type { Company, Store } from '@store-ops/domain';
import { useId, useMemo, useState } from 'react';
import { DatePicker } from '../DatePicker';
import { Select, type SelectOption } from '../Select';
import { Bar, Field, Fields, ToggleButton } from './SelectorBar.styles';
import { selectorBarStrings as s } from './strings';

/** The selection machine's "nothing chosen" values (spec section 3). */
export const NO_COMPANY = 'no-company';
export const NO_STORE = 'no-store';

export type SelectorCompany = Pick<Company, 'id' | 'name'>;
export type SelectorStore = Pick<Store, 'id' | 'name' | 'city' | 'state' | 'company_id'>;

export interface SelectorBarProps {
  /** Admins see the company selector (spec section 6). */
  isAdmin: boolean;
  companies: readonly SelectorCompany[];
  /** Every store the user may see; the bar shows the selected company's, sorted by name. */
  stores: readonly SelectorStore[];
  /** `no-company` or a company id as a string. */
  selectedCompany: string;
  /** `no-store` or a store id as a string. */
  selectedStore: string;
  /** YYYY-MM-DD. */
  selectedDate: string;
  onCompanyChange: (company: string) => void;
  onStoreChange: (store: string) => void;
  onDateChange: (date: string) => void;
  /** `bar`: the chat's bottom bar (collapses below 600 px); `stacked`: the settings form. */
  layout?: 'bar' | 'stacked';
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Company options: `No Company` then the companies sorted by name (spec section 2, Selectors). */
export function companyOptions(companies: readonly SelectorCompany[]): { id: string; name: string }[] {
  return [
    { id: NO_COMPANY, name: s.noCompany },
    ...[...companies].sort(byName).map((c) => ({ id: String(c.id), name: c.name })),
  ];
}

/** Store options: the selected company's stores (all of them with no company), sorted by name. */
export function storeOptions(stores: readonly SelectorStore[], selectedCompany: string): SelectorStore[] {
  const list =
    selectedCompany === NO_COMPANY
      ? [...stores]
      : stores.filter((st) => String(st.company_id) === selectedCompany);
  return list.sort(byName);
}

/**
 * The company (admin only), store and date selectors. In the chat's bottom bar it collapses below the
 * `sm` breakpoint (600 px) behind a toggle; in settings it is a stacked form.
 */
export function SelectorBar({
  isAdmin,
  companies,
  stores,
  selectedCompany,
  selectedStore,
  selectedDate,
  onCompanyChange,
  onStoreChange,
  onDateChange,
  layout = 'bar',
}: SelectorBarProps) {
  const [expanded, setExpanded] = useState(false);
  const fieldsId = useId();
  const companyItems = useMemo<SelectOption[]>(
    () => companyOptions(companies).map((c) => ({ id: c.id, label: c.name })),
    [companies],
  );
  const storeItems = useMemo(() => storeOptions(stores, selectedCompany), [stores, selectedCompany]);
  const storeSelectOptions = useMemo<SelectOption[]>(
    () =>
      storeItems.map((st) => ({ id: String(st.id), label: st.name, description: `${st.city}, ${st.state}` })),
    [storeItems],
  );
  const storeValue = storeItems.some((st) => String(st.id) === selectedStore) ? selectedStore : null;

  return (
    <Bar
      data-component="SelectorBar"
      data-layout={layout}
      data-expanded={expanded || undefined}
      aria-label={s.regionLabel}
    >
      <div className="inner">
        {layout === 'bar' && (
          <ToggleButton
            aria-expanded={expanded}
            aria-controls={fieldsId}
            onPress={() => setExpanded((v) => !v)}
          >
            {expanded ? s.collapse : s.expand}
          </ToggleButton>
        )}
        <Fields id={fieldsId}>
          {isAdmin && (
            <Field data-field="company">
              <Select
                label={s.companyLabel}
                options={companyItems}
                value={selectedCompany}
                onChange={(key) => key !== null && onCompanyChange(key)}
              />
            </Field>
          )}
          <Field data-field="store">
            <Select
              label={s.storeLabel}
              options={storeSelectOptions}
              value={storeValue}
              onChange={(key) => key !== null && onStoreChange(key)}
              placeholder={storeItems.length === 0 ? s.noStores : s.storePlaceholder}
              isDisabled={storeItems.length === 0}
            />
          </Field>
          <Field data-field="date">
            <DatePicker label={s.dateLabel} value={selectedDate} onChange={(d) => d && onDateChange(d)} />
          </Field>
        </Fields>
      </div>
    </Bar>
  );
}
