export { DatePicker, type DatePickerProps, DEFAULT_DATE_LABEL, parseIsoDate } from './DatePicker';
