/** The publication's tagged page (decision 257); the spec gives it no texts of its own. */
export const taggedHeading = {
  in: 'In',
  empty: 'No stories under this tag in this publication yet.',
} as const;
