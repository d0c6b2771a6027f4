/** Store-day status line strings (where the selected store-day's data came from; spec section 8). */
export const storeDayStatusStrings = {
  idle: 'No store-day selected',
  networkLoading: 'Loading store-day data...',
  cacheHit: 'Store-day data from the browser cache',
  cacheMiss: 'Store-day data from the server',
  /** Shown when the machine reports an error without a message (spec section 8, CSV fetch failure). */
  errorFallback: 'Failed to fetch CSV data',
  refresh: 'Refresh',
} as const;
