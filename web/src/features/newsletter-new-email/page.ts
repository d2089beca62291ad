import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * newsletter-new-email (/newsletters/{newsletterId}/new-email, spec 3 §2, decision 180): a newsletter's
 * manager lands in a new draft of its e-mail (in the publication for a publication's newsletter) with
 * "Tell my followers" on, as any first publish; the address becomes the draft's editor. Never cached.
 */
export const newsletterNewEmailPage: PageDefinition = {
  layout: 'basic',
  load: () => import('./components/new-email-page.tsx').then(({ NewEmailPage }) => ({ Page: NewEmailPage })),
  data: () => import('./page-data.ts').then(({ newsletterNewEmailData }) => newsletterNewEmailData),
  cacheKind: 'other',
};
