/** Save conflict panel strings (a 409 on a save is shown, never swallowed). */
export const saveConflictPanelStrings = {
  label: 'Save conflict',
  message: (what: string) =>
    `Save conflict: ${what} was changed elsewhere since you loaded it. Your edit was not saved.`,
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  table: 'Your changes and the row as it is now',
  field: 'Field',
  current: 'Now on the server',
  mine: 'Your change',
} as const;
