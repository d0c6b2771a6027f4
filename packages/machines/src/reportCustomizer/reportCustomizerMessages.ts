// The report customizer's own words: what the machine and its browser implementations say.
export const REPORT_CUSTOMIZER_MESSAGES = {
  loadFailed: 'Failed to load the report settings.',
  saveFailed: 'The report settings were not saved.',
  noCompany: 'There is no company to customize.',
  /** Why another company cannot be chosen while the draft differs from what is saved. */
  unsaved: 'Save or discard your changes to choose another company.',
  conflict: 'Someone else changed these settings while you were editing them.',
  previewFailed: 'The preview could not be built.',
  noPreviewBuilder: 'The preview is not available here.',
} as const;
