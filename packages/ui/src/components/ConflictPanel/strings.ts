/** The conflict panel's own wording (a 409 on a save is shown, never swallowed); a screen may name its own. */
export const conflictPanelStrings = {
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
