import type { Company, Store } from '@store-ops/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { icons } from '../IconButton';
import type { SelectOption } from '../Select';
import { lazyModule, useLazyModule } from '../shared/lazyModule';
import { Bar, Field, Fields, PendingBox, PendingLabel, ToggleButton } from './SelectorBar.styles';
import { selectorBarStrings as s } from './strings';

const fieldsModule = lazyModule(() => import('./SelectorFields'));

/**
 * Loads the selector's controls (React Aria Select and DatePicker with their popovers, calendar and
 * date arithmetic, ~35 KB gz) once. The bar paints before they arrive, showing the current values
 * in place, so they stay out of the initial JavaScript. Call it early to warm it up (stories' loaders).
 */
export const loadSelectorFields = fieldsModule.load;

/** `YYYY-MM-DD` as the date field shows it (en-US, mm/dd/yyyy). */
const shownDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${m}/${d}/${y}` : iso;
};

/**
 * The fields as they look until their controls load: the same labels and boxes holding the current
 * values, not interactive (nothing to click that would vanish), marked busy.
 */
function PendingFields(props: {
  isAdmin: boolean;
  company: string;
  store: string | null;
  storePlaceholder: string;
  date: string;
}) {
  const field = (name: string, label: string, value: string | null, placeholder: string, icon: ReactNode) => (
    <Field data-field={name} data-pending="" aria-busy="true">
      <PendingLabel>{label}</PendingLabel>
      <PendingBox data-kind={name} data-placeholder={value === null ? 'true' : undefined}>
        <span>{value ?? placeholder}</span>
        {icon}
      </PendingBox>
    </Field>
  );
  return (
    <>
      {props.isAdmin && field('company', s.companyLabel, props.company, '', icons.chevronDown)}
      {field('store', s.storeLabel, props.store, props.storePlaceholder, icons.chevronDown)}
      {field('date', s.dateLabel, shownDate(props.date), '', icons.calendar)}
    </>
  );
}

/** The selection machine's "nothing chosen" values. */
export const NO_COMPANY = 'no-company';
export const NO_STORE = 'no-store';

export type SelectorCompany = Pick<Company, 'id' | 'name'>;
export type SelectorStore = Pick<Store, 'id' | 'name' | 'city' | 'state' | 'company_id'>;

export interface SelectorBarProps {
  /** Admins see the company selector. */
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
  /**
   * Show the look the bar has until its controls have loaded (the current values in place, not
   * interactive). Normally automatic; set for stories that show that look.
   */
  pending?: boolean;
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Company options: `No Company` then the companies sorted by name. */
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
  pending = false,
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
  const storePlaceholder = storeItems.length === 0 ? s.noStores : s.storePlaceholder;
  const fields = useLazyModule(fieldsModule, 'Selector controls');

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
          {fields && !pending ? (
            <fields.SelectorFields
              isAdmin={isAdmin}
              companyItems={companyItems}
              storeItems={storeSelectOptions}
              selectedCompany={selectedCompany}
              storeValue={storeValue}
              storePlaceholder={storePlaceholder}
              selectedDate={selectedDate}
              onCompanyChange={onCompanyChange}
              onStoreChange={onStoreChange}
              onDateChange={onDateChange}
            />
          ) : (
            <PendingFields
              isAdmin={isAdmin}
              company={companyItems.find((c) => c.id === selectedCompany)?.label ?? s.noCompany}
              store={storeSelectOptions.find((o) => o.id === storeValue)?.label ?? null}
              storePlaceholder={storePlaceholder}
              date={selectedDate}
            />
          )}
        </Fields>
      </div>
    </Bar>
  );
}
