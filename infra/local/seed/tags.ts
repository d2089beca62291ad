/** Every tag the demo world uses, with the title readers see. A story's tags come from its topic's list. */
export const demoTags: readonly { slug: string; displayTitle: string }[] = [
  { slug: 'software-engineering', displayTitle: 'Software Engineering' },
  { slug: 'programming', displayTitle: 'Programming' },
  { slug: 'typescript', displayTitle: 'TypeScript' },
  { slug: 'devops', displayTitle: 'DevOps' },
  { slug: 'technology', displayTitle: 'Technology' },
  { slug: 'design', displayTitle: 'Design' },
  { slug: 'ux', displayTitle: 'UX' },
  { slug: 'product-design', displayTitle: 'Product Design' },
  { slug: 'accessibility', displayTitle: 'Accessibility' },
  { slug: 'creativity', displayTitle: 'Creativity' },
  { slug: 'writing', displayTitle: 'Writing' },
  { slug: 'books', displayTitle: 'Books' },
  { slug: 'self-improvement', displayTitle: 'Self Improvement' },
  { slug: 'science', displayTitle: 'Science' },
  { slug: 'space', displayTitle: 'Space' },
  { slug: 'biology', displayTitle: 'Biology' },
  { slug: 'education', displayTitle: 'Education' },
  { slug: 'personal-finance', displayTitle: 'Personal Finance' },
  { slug: 'investing', displayTitle: 'Investing' },
  { slug: 'money', displayTitle: 'Money' },
  { slug: 'travel', displayTitle: 'Travel' },
  { slug: 'photography', displayTitle: 'Photography' },
  { slug: 'food', displayTitle: 'Food' },
  { slug: 'culture', displayTitle: 'Culture' },
  { slug: 'productivity', displayTitle: 'Productivity' },
  { slug: 'remote-work', displayTitle: 'Remote Work' },
  { slug: 'leadership', displayTitle: 'Leadership' },
  { slug: 'startups', displayTitle: 'Startups' },
  { slug: 'entrepreneurship', displayTitle: 'Entrepreneurship' },
  { slug: 'health', displayTitle: 'Health' },
  { slug: 'mental-health', displayTitle: 'Mental Health' },
  { slug: 'fitness', displayTitle: 'Fitness' },
  { slug: 'climate-change', displayTitle: 'Climate Change' },
  { slug: 'sustainability', displayTitle: 'Sustainability' },
  { slug: 'energy', displayTitle: 'Energy' },
  { slug: 'history', displayTitle: 'History' },
  { slug: 'data-science', displayTitle: 'Data Science' },
  { slug: 'machine-learning', displayTitle: 'Machine Learning' },
  { slug: 'data-visualization', displayTitle: 'Data Visualization' },
];

export function tagTitle(slug: string): string {
  const tag = demoTags.find((candidate) => candidate.slug === slug);
  if (!tag) throw new Error(`unknown demo tag ${slug}`);
  return tag.displayTitle;
}
