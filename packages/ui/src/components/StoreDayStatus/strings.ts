/** Store-day status line strings (where the selected store-day's data came from). */
export const storeDayStatusStrings = {
  idle: 'No store-day selected',
  networkLoading: 'Loading store-day data...',
  cacheHit: 'Store-day data from the browser cache',
  cacheMiss: 'Store-day data from the server',
  /** Shown when the machine reports an error without a message (a failed CSV fetch). */
  errorFallback: 'Failed to fetch CSV data',
  refresh: 'Refresh',
} as const;
