/** Loading screen strings. */
export const loadingServicesStrings = {
  title: 'Loading Services',
  text: 'Initializing data connections...',
  notStarted: 'Not started',
  loading: 'Loading...',
  records: (n: number) => `${n} records`,
  chartTitle: 'Records per source',
} as const;
