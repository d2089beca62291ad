/** The story page's texts around the body (the spec names the parts, not their wording: ours). */
export const postTexts = {
  storyActions: 'Story actions',
  writtenBy: 'Written by ',
  publishedIn: 'Published in ',
  moreFrom: (name: string) => `More from ${name}`,
  seeAllFrom: (name: string) => `See all from ${name}`,
} as const;
