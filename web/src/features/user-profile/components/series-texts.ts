/** The profile's series tab (the spec names the tab, not its wording: ours). */
export const seriesTabTexts = {
  heading: 'Series',
  none: 'No series yet.',
  newSeries: 'New series',
  title: 'Title',
  description: 'Description (optional)',
  create: 'Create series',
  cancel: 'Cancel',
  failed: 'The series could not be created. Please try again.',
} as const;
