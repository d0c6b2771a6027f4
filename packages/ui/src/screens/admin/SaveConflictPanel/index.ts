export { type SaveConflictNotice, SaveConflictPanel, type SaveConflictPanelProps } from './SaveConflictPanel';
export { saveConflictPanelStrings } from './strings';
