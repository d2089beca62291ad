import { abbreviateCount } from '#web/lib/format/count.ts';

/**
 * Refine recommendations (issue #16): customize-following and customize-suggestions. Spec 1 §2.1
 * names the pages without their wording: all ours.
 */
export const followingTexts = {
  title: 'Refine recommendations',
  tabs: 'What you follow',
  tabLabels: {
    writers: 'Writers',
    publications: 'Publications',
    tags: 'Tags',
    suggestions: 'Suggestions',
  },
  noWriters: "You don't follow any writers yet.",
  noPublications: "You don't follow any publications yet.",
  noTags: "You don't follow any tags yet.",
  tagsPrivate: 'Only you can see the tags you follow.',
  suggestedTags: 'Tags to follow',
  suggestedWriters: 'Writers to follow',
  noSuggestions: 'Nothing to suggest yet. Follow a few tags first.',
  stories: (count: number) => (count === 1 ? '1 story' : `${abbreviateCount(count)} stories`),
  signInPrompt: 'Sign in to see and change what you follow.',
};
