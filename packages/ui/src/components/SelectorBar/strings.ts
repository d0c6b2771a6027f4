export const selectorBarStrings = {
  regionLabel: 'Report selection',
  companyLabel: 'Company',
  noCompany: 'No Company',
  storeLabel: 'Store',
  noStores: 'No stores for this company',
  storePlaceholder: 'Select a store',
  dateLabel: 'Select report date',
  expand: 'Show selectors',
  collapse: 'Hide selectors',
} as const;
