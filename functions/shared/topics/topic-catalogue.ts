/**
 * The topic catalogue (decision 216): Folio's editors group tags into topics here, in code, reviewed
 * like any change. A topic's first tag is its main tag: the tag `/topic/{topicSlug}` leads to and the
 * tag id spec 3 §7's TopicCacheController answers. A tag may sit in several topics; a tag that no story
 * was ever listed under is simply not shown (tags come into being with their first story).
 */

/** Spec 3 §3 topic visibility. */
export const topicVisibilities = ['PUBLIC', 'SPECIAL', 'STAFF'] as const;
export type TopicVisibility = (typeof topicVisibilities)[number];

export interface CatalogueTopic {
  slug: string;
  name: string;
  description: string;
  /**
   * PUBLIC: listed (explore-topics, onboarding) and open to everyone; SPECIAL: open to everyone at its
   * address and followable, never listed; STAFF: listed and open for staff alone (anyone else: none).
   */
  visibility: TopicVisibility;
  /** The main tag first, then the others, as the topic shows them. */
  tagSlugs: readonly [string, ...string[]];
}

export const topicCatalogue: readonly CatalogueTopic[] = [
  {
    slug: 'technology',
    name: 'Technology',
    description: 'How software is built, shipped and run.',
    visibility: 'PUBLIC',
    tagSlugs: ['technology', 'software-engineering', 'programming', 'typescript', 'devops'],
  },
  {
    slug: 'data-science',
    name: 'Data Science',
    description: 'Data, models and the pictures that explain them.',
    visibility: 'PUBLIC',
    tagSlugs: ['data-science', 'machine-learning', 'data-visualization'],
  },
  {
    slug: 'design',
    name: 'Design',
    description: 'Products, interfaces and the people who use them.',
    visibility: 'PUBLIC',
    tagSlugs: ['design', 'ux', 'product-design', 'accessibility'],
  },
  {
    slug: 'writing',
    name: 'Writing',
    description: 'The craft, the books and the creative life.',
    visibility: 'PUBLIC',
    tagSlugs: ['writing', 'books', 'creativity'],
  },
  {
    slug: 'science',
    name: 'Science',
    description: 'Discoveries from the cell to the cosmos.',
    visibility: 'PUBLIC',
    tagSlugs: ['science', 'space', 'biology', 'education'],
  },
  {
    slug: 'climate',
    name: 'Climate',
    description: 'A warming world and what we do about it.',
    visibility: 'PUBLIC',
    tagSlugs: ['climate-change', 'sustainability', 'energy'],
  },
  {
    slug: 'money',
    name: 'Money',
    description: 'Saving, investing and spending well.',
    visibility: 'PUBLIC',
    tagSlugs: ['personal-finance', 'investing', 'money'],
  },
  {
    slug: 'business',
    name: 'Business',
    description: 'Starting, leading and growing companies.',
    visibility: 'PUBLIC',
    tagSlugs: ['startups', 'entrepreneurship', 'leadership'],
  },
  {
    slug: 'work',
    name: 'Work',
    description: 'Getting things done, wherever you work.',
    visibility: 'PUBLIC',
    tagSlugs: ['productivity', 'remote-work', 'leadership'],
  },
  {
    slug: 'health',
    name: 'Health',
    description: 'Body and mind.',
    visibility: 'PUBLIC',
    tagSlugs: ['health', 'mental-health', 'fitness', 'self-improvement'],
  },
  {
    slug: 'culture',
    name: 'Culture',
    description: 'History, ideas and the way we live.',
    visibility: 'PUBLIC',
    tagSlugs: ['culture', 'history', 'education'],
  },
  {
    slug: 'travel',
    name: 'Travel',
    description: 'Places, food and the pictures we bring back.',
    visibility: 'PUBLIC',
    tagSlugs: ['travel', 'photography', 'food'],
  },
  {
    slug: 'self-improvement',
    name: 'Self Improvement',
    description: 'Habits, growth and a better week.',
    visibility: 'SPECIAL',
    tagSlugs: ['self-improvement', 'productivity', 'mental-health'],
  },
  {
    slug: 'editors-desk',
    name: "Editors' Desk",
    description: 'What Folio staff are watching for curation.',
    visibility: 'STAFF',
    tagSlugs: ['writing', 'education'],
  },
];

/** Whether a viewer may see a topic at all (its address, its follow). */
export const isTopicOpenTo = (topic: CatalogueTopic, viewer: { isStaff: boolean }): boolean =>
  topic.visibility !== 'STAFF' || viewer.isStaff;

/** The topics listed to a viewer (explore-topics, onboarding), in the catalogue's order. */
export const listedTopics = (viewer: { isStaff: boolean }): CatalogueTopic[] =>
  topicCatalogue.filter((topic) => topic.visibility !== 'SPECIAL' && isTopicOpenTo(topic, viewer));

/** A topic by its slug as the viewer may see it; undefined when none or not theirs to see. */
export const findTopic = (slug: string, viewer: { isStaff: boolean }): CatalogueTopic | undefined =>
  topicCatalogue.find((topic) => topic.slug === slug && isTopicOpenTo(topic, viewer));
