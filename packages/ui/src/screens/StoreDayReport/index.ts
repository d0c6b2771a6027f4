export {
  StoreDayReportBody,
  type StoreDayReportCopyState,
  StoreDayReportScreen,
  type StoreDayReportScreenProps,
  type StoreDayReportState,
  type StoreDayReportTargets,
} from './StoreDayReportScreen';
export { storeDayReportStrings } from './strings';
