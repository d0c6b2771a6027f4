import { parseDate } from '@internationalized/date';
import type { Company, Store } from '@store-ops/domain';
import { useId, useMemo, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { Bar, CalendarBox, Field, Fields, ListBoxPopover, ToggleButton } from './SelectorBar.styles';
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

function safeParseDate(value: string) {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
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
  const companyItems = useMemo(() => companyOptions(companies), [companies]);
  const storeItems = useMemo(() => storeOptions(stores, selectedCompany), [stores, selectedCompany]);
  const date = safeParseDate(selectedDate);
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
                value={selectedCompany}
                onChange={(key) => key !== null && onCompanyChange(String(key))}
                className="select"
              >
                <Label>{s.companyLabel}</Label>
                <Button className="trigger">
                  <SelectValue />
                  <span aria-hidden="true">▾</span>
                </Button>
                <ListBoxPopover>
                  <ListBox items={companyItems}>
                    {(item) => (
                      <ListBoxItem id={item.id} textValue={item.name}>
                        {item.name}
                      </ListBoxItem>
                    )}
                  </ListBox>
                </ListBoxPopover>
              </Select>
            </Field>
          )}
          <Field data-field="store">
            <Select
              value={storeValue}
              onChange={(key) => key !== null && onStoreChange(String(key))}
              placeholder={storeItems.length === 0 ? s.noStores : s.storePlaceholder}
              isDisabled={storeItems.length === 0}
              className="select"
            >
              <Label>{s.storeLabel}</Label>
              <Button className="trigger">
                <SelectValue />
                <span aria-hidden="true">▾</span>
              </Button>
              <ListBoxPopover>
                <ListBox items={storeItems}>
                  {(st) => (
                    <ListBoxItem id={String(st.id)} textValue={`${st.name}, ${st.city}, ${st.state}`}>
                      <Text slot="label" className="store-name">
                        {st.name}
                      </Text>
                      <Text slot="description" className="store-place">
                        {st.city}, {st.state}
                      </Text>
                    </ListBoxItem>
                  )}
                </ListBox>
              </ListBoxPopover>
            </Select>
          </Field>
          <Field data-field="date">
            <DatePicker
              value={date}
              onChange={(d) => d && onDateChange(d.toString())}
              className="date-picker"
            >
              <Label>{s.dateLabel}</Label>
              <Group className="date-group">
                <DateInput className="date-input">{(segment) => <DateSegment segment={segment} />}</DateInput>
                <Button className="calendar-button">
                  <span aria-hidden="true">📅</span>
                </Button>
              </Group>
              <ListBoxPopover>
                <Dialog>
                  <CalendarBox>
                    <Calendar>
                      <header>
                        <Button slot="previous">◀</Button>
                        <Heading />
                        <Button slot="next">▶</Button>
                      </header>
                      <CalendarGrid>{(d) => <CalendarCell date={d} />}</CalendarGrid>
                    </Calendar>
                  </CalendarBox>
                </Dialog>
              </ListBoxPopover>
            </DatePicker>
          </Field>
        </Fields>
      </div>
    </Bar>
  );
}
