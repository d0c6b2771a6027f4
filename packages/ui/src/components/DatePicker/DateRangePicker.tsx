import { useMemo } from 'react';
import { icons } from '../IconButton';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from '../shared/Field';
import { CalendarContent, parseIsoDate } from './DatePicker';
import {
  CalendarButton,
  CalendarDialog,
  CalendarPopover,
  DateGroup,
  DateRangePickerRoot,
  Input,
  RangeSeparator,
  Segment,
  StyledRangeCalendar,
} from './DatePicker.styles';

export interface IsoRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends FieldProps {
  label: string;
  /** The range as `YYYY-MM-DD` strings (controlled); null for none. */
  value?: IsoRange | null;
  /** Called with a complete range, or null when cleared. */
  onChange?: (value: IsoRange | null) => void;
  minValue?: string;
  maxValue?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** Two date fields and a range calendar (React Aria DateRangePicker). Values are `YYYY-MM-DD` strings. */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  minValue,
  maxValue,
  ...rest
}: DateRangePickerProps) {
  const controlled = useMemo(() => {
    if (value === undefined) return {};
    const start = parseIsoDate(value?.start);
    const end = parseIsoDate(value?.end);
    return { value: start && end ? { start, end } : null };
  }, [value]);
  return (
    <DateRangePickerRoot
      data-component="DateRangePicker"
      onChange={(r) => onChange?.(r ? { start: r.start.toString(), end: r.end.toString() } : null)}
      minValue={parseIsoDate(minValue) ?? undefined}
      maxValue={parseIsoDate(maxValue) ?? undefined}
      validationBehavior="aria"
      {...controlled}
      {...rest}
    >
      <FieldLabel>{label}</FieldLabel>
      <DateGroup>
        <Input slot="start">{(segment) => <Segment segment={segment} />}</Input>
        <RangeSeparator aria-hidden="true">–</RangeSeparator>
        <Input slot="end">{(segment) => <Segment segment={segment} />}</Input>
        <CalendarButton aria-label="Open calendar">{icons.calendar}</CalendarButton>
      </DateGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <CalendarPopover>
        <CalendarDialog>
          <StyledRangeCalendar>
            <CalendarContent />
          </StyledRangeCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </DateRangePickerRoot>
  );
}
