/**
 * The cast of the demo world. Story counts are fixed per person (a long tail, as on any real
 * platform); the four demo accounts carry explicit shares so the README's promises always hold.
 */
export interface DemoPerson {
  name: string;
  username: string;
  bio: string;
  /** Topic keys from ./corpus, first is the main one. Readers have none. */
  topics: readonly string[];
  stories: number;
  /** Chance that a published story is member-only. */
  memberOnly?: number;
  /** Exact counts of stories kept as drafts, unlisted, or pending in a publication. */
  drafts?: number;
  unlisted?: number;
  pending?: number;
  /** Creators of publications joined early, so every one of their stories postdates the publication. */
  founder?: boolean;
}

export const people: readonly DemoPerson[] = [
  {
    name: 'Theo Okafor',
    username: 'theo_okafor',
    bio: 'Staff engineer. I write about distributed systems, boring architecture and the craft of code. Editor of The Build.',
    topics: ['software-engineering', 'data'],
    stories: 22,
    memberOnly: 0.2,
    founder: true,
  },
  {
    name: 'Maya Chen',
    username: 'mayachen',
    bio: 'Design lead and editor of UX Field Notes. Interfaces, research and the words on buttons.',
    topics: ['design', 'productivity'],
    stories: 17,
    memberOnly: 0.4,
    founder: true,
  },
  {
    name: 'Ingrid Solberg',
    username: 'ingrid_solberg',
    bio: 'Travel writer based in Bergen. Slow trains, small ferries, long stays. Member-only essays most weeks.',
    topics: ['travel', 'history'],
    stories: 17,
    memberOnly: 0.75,
  },
  {
    name: 'Priya Natarajan',
    username: 'priya_n',
    bio: 'Research scientist writing for Lab Notes. Physics, biology and how we know what we know.',
    topics: ['science', 'climate', 'health'],
    stories: 14,
    drafts: 3,
    unlisted: 2,
    pending: 2,
  },
  {
    name: 'Marcus Bell',
    username: 'marcusbell',
    bio: 'Two-time founder, one-time failure. Editor of The Ledger. Writing about money and building companies.',
    topics: ['startups', 'personal-finance'],
    stories: 15,
    founder: true,
  },
  {
    name: 'Lena Fischer',
    username: 'lenafischer',
    bio: 'UX researcher in Berlin. Usability tests, surveys and watching people struggle so you do not have to.',
    topics: ['design'],
    stories: 12,
  },
  {
    name: 'Daniel Abrams',
    username: 'dabrams',
    bio: 'Backend developer. Queues, databases and occasional rants about retries.',
    topics: ['software-engineering'],
    stories: 13,
  },
  {
    name: 'Sofia Marquez',
    username: 'sofia_writes',
    bio: 'Novelist and teacher. Editor of Craft & Draft. Notes on the long, strange work of writing books.',
    topics: ['writing'],
    stories: 15,
    memberOnly: 0.15,
    founder: true,
  },
  {
    name: 'Kwame Mensah',
    username: 'kwame_mensah',
    bio: 'Data scientist. SQL enthusiast. Believer in baselines and sceptic of dashboards.',
    topics: ['data', 'software-engineering'],
    stories: 13,
  },
  {
    name: 'Hannah Kowalski',
    username: 'hannahk',
    bio: 'Personal finance without the jargon. Former overdraft champion, current index fund fan.',
    topics: ['personal-finance'],
    stories: 14,
    memberOnly: 0.15,
  },
  {
    name: 'Jonah Whitfield',
    username: 'jonahwhitfield',
    bio: 'Historian and editor of Far Afield. Maps, sewers, clocks and the people history forgot.',
    topics: ['history', 'travel'],
    stories: 13,
    founder: true,
  },
  {
    name: 'Aiko Tanaka',
    username: 'aiko_tanaka',
    bio: 'Product designer in Tokyo. Design systems, motion and small kindnesses in software.',
    topics: ['design'],
    stories: 10,
  },
  {
    name: 'Rafael Costa',
    username: 'rafacosta',
    bio: 'Climate and energy reporter. Editor of Lab Notes. Heat pumps, grids and the people building the transition.',
    topics: ['climate', 'science'],
    stories: 13,
    founder: true,
  },
  {
    name: 'Eleanor Park',
    username: 'eleanorpark',
    bio: 'Family physician. Writing about the health advice I give in fifteen-minute appointments.',
    topics: ['health', 'science'],
    stories: 11,
  },
  {
    name: 'Sam Whitaker',
    username: 'samwhitaker',
    bio: 'Indie hacker. Bootstrapped two products to ramen profitability. Sharing the numbers.',
    topics: ['startups', 'software-engineering'],
    stories: 10,
  },
  {
    name: 'Nadia Haddad',
    username: 'nadia_haddad',
    bio: 'Essayist. On attention, habits and the writing life.',
    topics: ['writing', 'productivity'],
    stories: 9,
    memberOnly: 0.15,
  },
  {
    name: 'Oliver Brandt',
    username: 'oliverbrandt',
    bio: 'Frontend engineer who cares about accessibility and fast pages.',
    topics: ['software-engineering', 'design'],
    stories: 8,
  },
  {
    name: 'Grace Adeyemi',
    username: 'grace_adeyemi',
    bio: 'Financial planner in Lagos and London. Money conversations for couples and families.',
    topics: ['personal-finance', 'startups'],
    stories: 8,
  },
  {
    name: 'Tomás Rivera',
    username: 'tomasrivera',
    bio: 'Photographer and wanderer. Markets, mountains and meals eaten standing up.',
    topics: ['travel'],
    stories: 8,
    memberOnly: 0.2,
  },
  {
    name: 'Yuki Sato',
    username: 'yukisato',
    bio: 'Data visualisation designer. One message per chart.',
    topics: ['data', 'design'],
    stories: 7,
  },
  {
    name: 'Clara Jensen',
    username: 'clarajensen',
    bio: 'Productivity coach for people who hate productivity advice.',
    topics: ['productivity', 'health'],
    stories: 7,
  },
  {
    name: 'Ben Carter',
    username: 'bencarter',
    bio: 'Site reliability engineer. On call so you can sleep.',
    topics: ['software-engineering'],
    stories: 6,
  },
  {
    name: 'Amara Nwosu',
    username: 'amaranwosu',
    bio: 'Climate policy researcher. Cities, floods and adaptation.',
    topics: ['climate', 'history'],
    stories: 6,
  },
  {
    name: 'Felix Wagner',
    username: 'felixwagner',
    bio: 'Astrophysics PhD student. Gravitational waves and very small numbers.',
    topics: ['science'],
    stories: 5,
  },
  {
    name: 'Leah Goldberg',
    username: 'leahgoldberg',
    bio: 'Memoirist. Writing about grief, recovery and the body.',
    topics: ['writing', 'health'],
    stories: 5,
    memberOnly: 0.4,
  },
  {
    name: 'Arjun Mehta',
    username: 'arjunmehta',
    bio: 'Early-stage investor. Notes from the other side of the pitch.',
    topics: ['startups', 'personal-finance'],
    stories: 5,
  },
  {
    name: 'Chloé Dubois',
    username: 'chloedubois',
    bio: 'Art historian on the road. Cathedrals, caravans and old maps.',
    topics: ['history', 'travel'],
    stories: 5,
  },
  {
    name: 'Noah Lindqvist',
    username: 'noahlindqvist',
    bio: 'Machine learning engineer. Evaluation, honesty and held-out sets.',
    topics: ['data'],
    stories: 4,
  },
  {
    name: 'Isabel Moreno',
    username: 'isabelmoreno',
    bio: 'Marathoner and physiotherapist. Start slower than you think.',
    topics: ['health'],
    stories: 4,
  },
  {
    name: 'Victor Huang',
    username: 'victorhuang',
    bio: 'Engineering manager. Teams, focus and meetings that should have been documents.',
    topics: ['productivity', 'software-engineering', 'startups'],
    stories: 4,
  },
  {
    name: 'Ruth Alvarez',
    username: 'ruth_reads',
    bio: 'Reader, mostly. Librarian by day.',
    topics: [],
    stories: 0,
  },
  {
    name: 'Ethan Brooks',
    username: 'ethanbrooks',
    bio: 'Curious about everything, expert in nothing.',
    topics: [],
    stories: 0,
  },
  {
    name: 'Mei Lin',
    username: 'meilin',
    bio: 'Student of economics. Here for the long reads.',
    topics: [],
    stories: 0,
  },
  {
    name: 'Patrick O’Neill',
    username: 'patrickoneill',
    bio: 'Retired teacher, keen gardener, collector of good sentences.',
    topics: [],
    stories: 0,
  },
  {
    name: 'Zara Ahmed',
    username: 'zara_ahmed',
    bio: 'Nurse and night-shift reader.',
    topics: [],
    stories: 0,
  },
  {
    name: 'Lucas Ferreira',
    username: 'lucasferreira',
    bio: 'Software tester. Reading about everything except software on weekends.',
    topics: [],
    stories: 0,
  },
];
