/** Cache panel strings (the Settings screen's cache panel; warning above 80%). */
export const cachePanelStrings = {
  title: 'Cache management',
  entries: 'Entries',
  storageUsed: 'Storage used',
  percentOfLimit: (percent: number) => `${percent.toFixed(1)}% of limit`,
  /** The measure and the limit the eviction rule uses: all of this site's local storage, 8 MB. */
  usage: (used: string, limit: string) =>
    `${used} of ${limit} (this site's local storage, the cache's limit)`,
  cachedData: 'Cached data',
  totalAccesses: 'Total accesses',
  status: 'Status',
  active: 'Active',
  empty: 'Empty',
  warning: (percent: number) =>
    `Cache is ${percent.toFixed(1)}% full (above 80%). The least recently used entries will be evicted soon.`,
  refresh: 'Refresh Stats',
  viewDetails: 'View Details',
  clear: 'Clear Cache',
  detailsTitle: 'Cached entries',
  detailsEmpty: 'The cache is empty.',
  colDate: 'Date',
  colStore: 'Store',
  colSections: 'Sections',
  colSize: 'Size',
  colCached: 'Cached',
  close: 'Close',
  clearTitle: 'Clear Cache',
  clearBody: (entries: number, mb: string) =>
    `This removes ${entries} ${entries === 1 ? 'entry' : 'entries'} (${mb} MB) from this browser's cache. The data will be fetched again when needed.`,
  clearConfirm: 'Clear Cache',
  cancel: 'Cancel',
} as const;
