export {
  type ImportDayView,
  type ImportFileView,
  type ImportPickedFile,
  ImportScreen,
  type ImportScreenProps,
  type ImportStage,
} from './ImportScreen';
export { importStrings } from './strings';
