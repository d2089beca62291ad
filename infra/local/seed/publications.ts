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
}

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
  },
  {
    slug: 'ux-field-notes',
    name: 'UX Field Notes',
    description: 'Research, interaction design and the small decisions that make software kind.',
    creator: 'mayachen',
    writers: ['mayachen', 'lenafischer', 'aiko_tanaka', 'yukisato', 'oliverbrandt'],
    topics: ['design'],
    colors: ['#3a0ca3', '#f72585'],
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
  },
  {
    slug: 'lab-notes',
    name: 'Lab Notes',
    description: 'Science, health and climate, explained by the people who do the work.',
    creator: 'rafacosta',
    writers: ['rafacosta', 'priya_n', 'eleanorpark', 'felixwagner', 'amaranwosu', 'isabelmoreno'],
    topics: ['science', 'climate', 'health'],
    colors: ['#023e8a', '#48cae4'],
  },
  {
    slug: 'the-ledger',
    name: 'The Ledger',
    description: 'Money, markets and building companies, without the hype.',
    creator: 'marcusbell',
    writers: ['marcusbell', 'hannahk', 'grace_adeyemi', 'arjunmehta', 'samwhitaker'],
    topics: ['personal-finance', 'startups'],
    colors: ['#344e41', '#dda15e'],
  },
  {
    slug: 'far-afield',
    name: 'Far Afield',
    description: 'Slow travel and deep history: places, and the stories underneath them.',
    creator: 'jonahwhitfield',
    writers: ['jonahwhitfield', 'tomasrivera', 'chloedubois', 'amaranwosu'],
    topics: ['travel', 'history'],
    colors: ['#7f5539', '#ede0d4'],
  },
];
