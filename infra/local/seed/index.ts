/** The demo world `npm start` writes on first start (DESIGN.md §2, last bullet). */
export { DEFAULT_SEED_NOW, buildWorld } from './build-world.ts';
export {
  DEMO_EMAIL_DOMAIN,
  demoAccounts,
  demoAccountsMarkdown,
  demoEmail,
  type DemoAccount,
} from './demo-accounts.ts';
export { DEMO_CUSTOM_DOMAIN } from './publications.ts';
export { isSeeded, seedDemoContent, type SeedOptions } from './seed-demo-content.ts';
export type { SeedWorld } from './world.ts';
