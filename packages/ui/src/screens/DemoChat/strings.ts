export const demoChatStrings = {
  title: 'Store Ops assistant demo',
  disabledNote: 'This is a scripted demo; sign in to ask your own questions.',
  inputPlaceholder: 'Sign in to chat with the assistant',
} as const;
