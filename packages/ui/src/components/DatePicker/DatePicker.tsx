import { type CalendarDate, parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { icons } from '../IconButton';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import {
  CalendarButton,
  CalendarDialog,
  CalendarPopover,
  Cell,
  DateGroup,
  DatePickerRoot,
  Grid,
  Input,
  MonthHeading,
  Segment,
  StyledCalendar,
} from './DatePicker.styles';

export const DEFAULT_DATE_LABEL = 'Select report date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` -> CalendarDate, or null for empty/invalid input (never throws). */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !ISO_DATE.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

export interface DatePickerProps extends FieldProps {
  /** Selected date as `YYYY-MM-DD` (the spec's storage format); null for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with `YYYY-MM-DD`, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest/latest selectable dates, `YYYY-MM-DD`. */
  minValue?: string;
  maxValue?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** Date field + calendar popover (React Aria DatePicker). Values in and out are `YYYY-MM-DD` strings. */
export function DatePicker({
  label = DEFAULT_DATE_LABEL,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...rest
}: DatePickerProps) {
  const controlled = useMemo(() => (value !== undefined ? { value: parseIsoDate(value) } : {}), [value]);
  return (
    <DatePickerRoot
      data-component="DatePicker"
      defaultValue={defaultValue !== undefined ? parseIsoDate(defaultValue) : undefined}
      onChange={(d) => onChange?.(d ? d.toString() : null)}
      minValue={parseIsoDate(minValue) ?? undefined}
      maxValue={parseIsoDate(maxValue) ?? undefined}
      validationBehavior="aria"
      {...controlled}
      {...rest}
    >
      <FieldLabel>{label}</FieldLabel>
      <DateGroup>
        <Input>{(segment) => <Segment segment={segment} />}</Input>
        <CalendarButton aria-label="Open calendar">{icons.calendar}</CalendarButton>
      </DateGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <CalendarPopover>
        <CalendarDialog>
          <StyledCalendar>
            <CalendarContent />
          </StyledCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </DatePickerRoot>
  );
}

/** A calendar's month heading, previous and next buttons, and day grid (date and range pickers). */
export function CalendarContent() {
  return (
    <>
      <header>
        <CalendarButton slot="previous" aria-label="Previous month">
          {icons.chevronLeft}
        </CalendarButton>
        <MonthHeading />
        <CalendarButton slot="next" aria-label="Next month">
          {icons.chevronRight}
        </CalendarButton>
      </header>
      <Grid>{(date) => <Cell date={date} />}</Grid>
    </>
  );
}
