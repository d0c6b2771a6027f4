export const settingsStrings = {
  title: 'Global Settings',
  modelLabel: 'LLM model',
  modelHelp: 'The model the assistant uses. Tool-enabled models can look up data while answering.',
  selectionHeading: 'Company, store and date',
  cacheHeading: 'Cache',
  withTools: 'tools',
} as const;
