export const chatInputStrings = {
  label: 'Message',
  placeholder: 'Ask about the selected store-day... (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  processing: '...',
  processingLabel: 'Sending, waiting for the reply',
} as const;
