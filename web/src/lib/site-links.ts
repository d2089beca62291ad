/**
 * Destinations outside the route catalogue: pages served elsewhere (auth, help, status) or not built yet.
 * One place, so the day they move only this file changes.
 */
export const siteLinks = {
  signIn: '/m/signin?operation=login',
  signUp: '/m/signin?operation=register',
  status: '/_/status',
  help: '/help',
  about: '/about',
  careers: '/careers',
  press: '/press',
  blog: '/blog',
  privacy: '/privacy',
  terms: '/terms',
  textToSpeech: '/text-to-speech',
  teams: '/business',
} as const;
