import { storySettingsLimits } from '#contract/story-settings.ts';

/**
 * The texts of the story settings page and the story's facts. The spec gives none of its own but the
 * field rules (spec 2 §5: a counter count/limit, 'Please try again.'), used as the settings page does.
 */
export const storySettingsTexts = {
  title: 'Story settings',
  infoTitle: 'Story info',
  views: { settings: 'Settings', info: 'Story info' },
  viewsLabel: 'Story settings and facts',
  untitled: 'Untitled story',
  editStory: 'Edit story',
  viewStory: 'View story',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  tryAgain: 'Please try again.',
  counter: (count: number, limit: number) => `${count}/${limit}`,
  tooLong: (label: string, limit: number) => `${label} has at most ${limit} characters.`,
  seo: {
    heading: 'SEO settings',
    about:
      'The title and description search engines and link previews show. Left empty, the story’s title and subtitle are used.',
    title: 'SEO title',
    description: 'SEO description',
    titleLimit: storySettingsLimits.seoTitleMaxLength,
    descriptionLimit: storySettingsLimits.seoDescriptionMaxLength,
  },
  link: {
    heading: 'Story link',
    about: 'Customize the part of the story’s link before its id. Links to the story as it was keep working.',
    label: 'Story link',
    preview: 'The story’s link will be',
  },
  canonical: {
    heading: 'Canonical link',
    about:
      'First published elsewhere? Give that story’s address: search engines then count it as the original.',
    label: 'Original address',
  },
  recommendations: {
    heading: 'Topics and recommendations',
    topics: 'Topics are the story’s tags, chosen when it is published.',
    noTopics: 'No tags yet.',
    topicsLabel: 'Topics',
    show: 'Show this story in recommendations',
    about: 'Off, the story stays on your profile, its publication and its tags, but leaves home feeds.',
  },
  info: {
    created: 'Created',
    firstPublished: 'First published',
    lastEdited: 'Last edited',
    words: 'Word count',
    readingTime: 'Reading time',
    tags: 'Tags',
    publication: 'Publication',
    status: 'Status',
    link: 'Link',
    notYet: 'Not yet',
    none: 'None',
    draft: 'Draft',
    published: { PUBLIC: 'Published', UNLISTED: 'Published, unlisted', LOCKED: 'Published, member-only' },
    submission: { APPROVED: 'in', PENDING: 'submitted to', REJECTED: 'declined by' },
  },
} as const;
