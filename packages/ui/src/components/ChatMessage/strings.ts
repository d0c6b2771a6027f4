export const chatMessageStrings = {
  you: 'You',
  assistant: 'Assistant',
  used: (tools: readonly string[]) => `used: ${tools.join(', ')}`,
} as const;
