export {
  type ConflictField,
  ConflictPanel,
  type ConflictPanelProps,
  type ConflictPanelWording,
} from './ConflictPanel';
export { conflictPanelStrings } from './strings';
