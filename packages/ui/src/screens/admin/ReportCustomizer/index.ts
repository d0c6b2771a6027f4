export {
  type ReportCustomizerFieldErrorKey,
  type ReportCustomizerPreview,
  ReportCustomizerScreen,
  type ReportCustomizerScreenProps,
  type ReportSettingsFieldChange,
} from './ReportCustomizerScreen';
export { reportCustomizerStrings } from './strings';
