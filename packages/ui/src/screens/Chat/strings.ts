/** Chat screen strings (the Chat screen, its context states and a chat failure). */
export const chatStrings = {
  title: 'Assistant',
  historyLabel: 'Conversation',
  emptyHistory: 'No messages yet. Ask the assistant about the selected store-day.',
  optionsShow: 'Show options',
  optionsHide: 'Hide options',
  contextSourceLabel: 'Context source',
  sourceReport: 'Report context',
  sourceManual: 'Manual context',
  manualLabel: 'Manual context',
  manualPlaceholder: 'Paste or type the context the assistant should use...',
  blocksLabel: 'Included blocks',
  /** Opens the printable report of the selected store-day. */
  openReport: 'Report',
  noContext: 'No context data available. Please select a store and date in Global Settings.',
  buildingContext: 'Building context...',
  contextFailed: (message: string) => `Failed to build context: ${message}`,
  loadFailed: (store: string, date: string, message: string) =>
    `The data for ${store} on ${date} could not be loaded: ${message}`,
  /** The header's store part while none is selected. */
  noStore: 'No store selected',
  newConversation: 'New conversation',
  errorMessage: (message: string) => `Error: ${message}`,
  /** The suggestion chips above the input. */
  suggestionsLabel: 'Suggested questions',
  blockLabels: {
    sales: 'Sales summary',
    hourly: 'Hourly breakdown',
    employees: 'Employees',
    tasks: 'Tasks',
    samples: 'Samples',
    timers: 'Timers',
  },
} as const;
