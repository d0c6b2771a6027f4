export const chatInputStrings = {
  label: 'Message',
  placeholder: 'Ask about the selected store-day... (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  processing: '...',
  processingLabel: 'Sending, waiting for the reply',
  /** Replaces Send while a reply is in flight. */
  stop: 'Stop',
  pickerLabel: 'Prompts',
  pickerEmpty: 'No prompt matches.',
  pickerStatus: (n: number) =>
    n === 0
      ? 'No prompt matches.'
      : `${n} ${n === 1 ? 'prompt matches' : 'prompts match'}. Up and down to choose, Enter to use, Escape to close.`,
} as const;
