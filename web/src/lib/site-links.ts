/**
 * Destinations outside the route catalogue: pages served elsewhere (auth, help, status) or not built yet.
 * One place, so the day they move only this file changes.
 */
export const siteLinks = {
  status: '/_/status',
  help: '/help',
  /** The publications a reader administers (spec 1 §2.5 'See all publications', 'Manage publications'). */
  yourPublications: '/me/publications',
  about: '/about',
  careers: '/careers',
  press: '/press',
  blog: '/blog',
  privacy: '/privacy',
  terms: '/terms',
  textToSpeech: '/text-to-speech',
  teams: '/business',
} as const;
