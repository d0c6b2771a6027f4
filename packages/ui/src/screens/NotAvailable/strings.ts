/** The honest placeholder for routed screens whose content is a later issue. */
export const notAvailableStrings = {
  heading: 'Not available yet',
  body: (title: string) =>
    `The ${title} screen is not available yet. It is planned for a later release; everything else in Store Ops works as usual.`,
  back: 'Back to the assistant',
} as const;
