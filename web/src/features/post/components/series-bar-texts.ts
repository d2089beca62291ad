/** The series bar's texts (the spec shows no series bar: ours). */
export const seriesBarTexts = {
  label: 'Series',
  part: (position: number, count: number) => `Part ${position} of ${count} in `,
  previous: 'Previous',
  next: 'Next',
} as const;
