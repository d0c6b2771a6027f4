export { DatePicker, type DatePickerProps, DEFAULT_DATE_LABEL, parseIsoDate } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps, type IsoRange } from './DateRangePicker';
