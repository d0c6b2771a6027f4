export {
  StoreDayReportBody,
  type StoreDayReportCopyState,
  StoreDayReportScreen,
  type StoreDayReportScreenProps,
  type StoreDayReportState,
} from './StoreDayReportScreen';
export { storeDayReportStrings } from './strings';
