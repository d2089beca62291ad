import { DEMO_CUSTOM_DOMAIN } from './publications.ts';

export interface DemoAccount {
  username: string;
  name: string;
  /** What signing in as (or visiting) this account shows off. tests/integration/seed.test.ts checks each claim. */
  shows: readonly string[];
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
    ],
  },
  {
    username: 'mayachen',
    name: 'Maya Chen',
    shows: [
      `creator of UX Field Notes, live on the custom domain ${DEMO_CUSTOM_DOMAIN}`,
      'many member-only stories',
    ],
  },
  {
    username: 'ingrid_solberg',
    name: 'Ingrid Solberg',
    shows: ['an independent writer outside any publication', 'mostly member-only travel essays'],
  },
  {
    username: 'priya_n',
    name: 'Priya Natarajan',
    shows: ['writes in Lab Notes', 'drafts, unlisted stories and stories pending review in Lab Notes'],
  },
];

/** The same list as Markdown bullets, for the README. */
export function demoAccountsMarkdown(): string {
  return demoAccounts
    .map((account) => `- **@${account.username}** (${account.name}): ${account.shows.join('; ')}.`)
    .join('\n');
}
