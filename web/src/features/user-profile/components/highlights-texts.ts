/** The profile's highlights tab (issue #13): spec 1 names /@{username}/highlights, not its wording. */
export const highlightsTabTexts = {
  label: 'Highlights',
  empty: 'No highlights yet.',
  from: (title: string) => `From “${title}”`,
  note: 'Your private note',
  private: 'Private highlight: only you can see it',
} as const;
