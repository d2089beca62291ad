import { DEMO_CUSTOM_DOMAIN } from './publications.ts';

/** Every demo person signs in as `{username}@folio.example` (a reserved example domain: no mail leaves). */
export const DEMO_EMAIL_DOMAIN = 'folio.example';
export const demoEmail = (username: string) => `${username}@${DEMO_EMAIL_DOMAIN}`;

export interface DemoAccount {
  username: string;
  name: string;
  /** What signing in as (or visiting) this account shows off. tests/integration/seed.test.ts checks each claim. */
  shows: readonly string[];
  /** A paying reader: MEMBER, or FRIEND (the higher tier). Everyone else is FREE. */
  tier?: 'MEMBER' | 'FRIEND';
  /** Folio staff (sees suspended content too). */
  staff?: boolean;
}

/** The accounts the README names. Profiles live at /@{username}. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'theo_okafor',
    name: 'Theo Okafor',
    shows: [
      'creator of The Build',
      'the most stories of any writer (software engineering, data)',
      'a staff pick',
      'member-only stories',
      'a Member',
    ],
    tier: 'MEMBER',
  },
  {
    username: 'mayachen',
    name: 'Maya Chen',
    shows: [
      `creator of UX Field Notes, live on the custom domain ${DEMO_CUSTOM_DOMAIN}`,
      'many member-only stories',
      'a Friend of Folio (the higher membership tier)',
    ],
    tier: 'FRIEND',
  },
  {
    username: 'ingrid_solberg',
    name: 'Ingrid Solberg',
    shows: [
      'an independent writer outside any publication',
      'mostly member-only travel essays',
      'a free account: other writers’ member-only stories stop at the preview',
    ],
  },
  {
    username: 'priya_n',
    name: 'Priya Natarajan',
    shows: [
      'writes in Lab Notes',
      'drafts, unlisted stories and stories pending review in Lab Notes',
      'Folio staff',
    ],
    staff: true,
  },
  {
    username: 'ruth_reads',
    name: 'Ruth Alvarez',
    shows: [
      'a reader who writes nothing',
      'a Member: member-only stories open in full',
      'a Reading list, highlights, and two lists of her own (one private)',
    ],
    tier: 'MEMBER',
  },
];

/** The same list as Markdown bullets, for the README. */
export function demoAccountsMarkdown(): string {
  return demoAccounts
    .map(
      (account) =>
        `- **@${account.username}** (${account.name}, \`${demoEmail(account.username)}\`): ${account.shows.join('; ')}.`,
    )
    .join('\n');
}
