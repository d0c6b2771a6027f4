/** Save conflict panel strings (a 409 on an inline grid edit is shown, never swallowed). */
export const saveConflictPanelStrings = {
  label: 'Save conflicts',
  message: (what: string) =>
    `Save conflict: ${what} was changed elsewhere since you loaded it. Your edit was not saved.`,
  reload: 'Reload their version',
  overwrite: 'Overwrite with mine',
} as const;
