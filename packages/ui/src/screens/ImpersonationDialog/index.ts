export {
  type ImpersonationCandidate,
  ImpersonationDialog,
  type ImpersonationDialogProps,
  type ImpersonationDialogState,
} from './ImpersonationDialog';
export { impersonationStrings } from './strings';
