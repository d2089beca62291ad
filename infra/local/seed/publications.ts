import type { NavigationItem } from '#contract/navigation-items.ts';
import { tagTitle } from './tags.ts';

/** The demo publications. Writers list who may publish in each; the creator is always one of them. */
export interface DemoPublication {
  slug: string;
  name: string;
  description: string;
  creator: string;
  writers: readonly string[];
  topics: readonly string[];
  /** Brand colours for the generated avatar and logo. */
  colors: readonly [string, string];
  domain?: string;
  /** The publication's navigation bar (checked with navigationItemsSchema when the world is built). */
  navigation: readonly NavigationItem[];
}

/** A bar entry for one of the demo tags, titled as the tag is unless told otherwise. */
const tag = (slug: string, title = tagTitle(slug)): NavigationItem => ({
  title,
  value: slug,
  destination: 'TAG',
});

const link = (title: string, value: string): NavigationItem => ({ title, value, destination: 'URL' });

/** The custom domain the demo shows off; the local gateway resolves it like CloudFront's KeyValueStore would. */
export const DEMO_CUSTOM_DOMAIN = 'ux.folio.localhost';

export const publications: readonly DemoPublication[] = [
  {
    slug: 'the-build',
    name: 'The Build',
    description:
      'Field notes from people who ship software: architecture, reliability, data and the craft of code.',
    creator: 'theo_okafor',
    writers: [
      'theo_okafor',
      'dabrams',
      'kwame_mensah',
      'oliverbrandt',
      'bencarter',
      'noahlindqvist',
      'victorhuang',
    ],
    topics: ['software-engineering', 'data'],
    colors: ['#1b4332', '#95d5b2'],
    navigation: [
      tag('software-engineering', 'Engineering'),
      tag('devops'),
      tag('typescript'),
      tag('data-science', 'Data'),
      link('Jobs', 'https://jobs.example.com/the-build'),
    ],
  },
  {
    slug: 'ux-field-notes',
    name: 'UX Field Notes',
    description: 'Research, interaction design and the small decisions that make software kind.',
    creator: 'mayachen',
    writers: ['mayachen', 'lenafischer', 'aiko_tanaka', 'yukisato', 'oliverbrandt'],
    topics: ['design'],
    colors: ['#3a0ca3', '#f72585'],
    navigation: [
      tag('ux'),
      tag('accessibility'),
      tag('product-design'),
      link('Events', 'https://events.example.com/ux-field-notes'),
    ],
    domain: DEMO_CUSTOM_DOMAIN,
  },
  {
    slug: 'craft-and-draft',
    name: 'Craft & Draft',
    description: 'Essays on the writing life: drafting, revising, reading and finishing.',
    creator: 'sofia_writes',
    writers: ['sofia_writes', 'nadia_haddad', 'leahgoldberg'],
    topics: ['writing', 'productivity'],
    colors: ['#6f1d1b', '#ffe6a7'],
    navigation: [tag('writing'), tag('books'), tag('creativity')],
  },
  {
    slug: 'lab-notes',
    name: 'Lab Notes',
    description: 'Science, health and climate, explained by the people who do the work.',
    creator: 'rafacosta',
    writers: ['rafacosta', 'priya_n', 'eleanorpark', 'felixwagner', 'amaranwosu', 'isabelmoreno'],
    topics: ['science', 'climate', 'health'],
    colors: ['#023e8a', '#48cae4'],
    navigation: [tag('science'), tag('climate-change', 'Climate'), tag('health'), tag('space')],
  },
  {
    slug: 'the-ledger',
    name: 'The Ledger',
    description: 'Money, markets and building companies, without the hype.',
    creator: 'marcusbell',
    writers: ['marcusbell', 'hannahk', 'grace_adeyemi', 'arjunmehta', 'samwhitaker'],
    topics: ['personal-finance', 'startups'],
    colors: ['#344e41', '#dda15e'],
    navigation: [tag('personal-finance'), tag('investing'), tag('startups')],
  },
  {
    slug: 'far-afield',
    name: 'Far Afield',
    description: 'Slow travel and deep history: places, and the stories underneath them.',
    creator: 'jonahwhitfield',
    writers: ['jonahwhitfield', 'tomasrivera', 'chloedubois', 'amaranwosu'],
    topics: ['travel', 'history'],
    colors: ['#7f5539', '#ede0d4'],
    navigation: [
      tag('travel'),
      tag('history'),
      tag('photography'),
      link('Maps', 'https://maps.example.com/far-afield'),
    ],
  },
];
