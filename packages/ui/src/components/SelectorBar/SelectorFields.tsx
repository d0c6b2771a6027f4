// The selector bar's controls, loaded apart from the bar (see loadSelectorFields in SelectorBar.tsx).
import { DatePicker } from '../DatePicker';
import { Select, type SelectOption } from '../Select';
import { Field } from './SelectorBar.styles';
import { selectorBarStrings as s } from './strings';

export interface SelectorFieldsProps {
  isAdmin: boolean;
  companyItems: SelectOption[];
  storeItems: SelectOption[];
  selectedCompany: string;
  storeValue: string | null;
  storePlaceholder: string;
  selectedDate: string;
  onCompanyChange: (company: string) => void;
  onStoreChange: (store: string) => void;
  onDateChange: (date: string) => void;
}

export function SelectorFields({
  isAdmin,
  companyItems,
  storeItems,
  selectedCompany,
  storeValue,
  storePlaceholder,
  selectedDate,
  onCompanyChange,
  onStoreChange,
  onDateChange,
}: SelectorFieldsProps) {
  return (
    <>
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
          options={storeItems}
          value={storeValue}
          onChange={(key) => key !== null && onStoreChange(key)}
          placeholder={storePlaceholder}
          isDisabled={storeItems.length === 0}
        />
      </Field>
      <Field data-field="date">
        <DatePicker label={s.dateLabel} value={selectedDate} onChange={(d) => d && onDateChange(d)} />
      </Field>
    </>
  );
}
