export {
  canRefresh,
  type StoreDayDataStatus,
  StoreDayStatus,
  type StoreDayStatusProps,
} from './StoreDayStatus';
export { storeDayStatusStrings } from './strings';
