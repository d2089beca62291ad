import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { newsletterNewEmailQuery, viewerOfNewEmail } from './api/new-email-documents.ts';
import { newEmailTexts } from './texts.ts';

/**
 * Preloaded as the viewer: a visitor is asked to sign in; anyone but the newsletter's managers gets the
 * 404 page (the server refuses them the draft all the same). Never indexed.
 */
export const newsletterNewEmailData: PageData = {
  queries: (params) => [newsletterNewEmailQuery(params.newsletterId ?? '')],
  describe(read, params) {
    const answer = read(newsletterNewEmailQuery(params.newsletterId ?? ''));
    if (viewerOfNewEmail(answer) === 'other') return null;
    return { title: `${newEmailTexts.title} – ${texts.siteName}`, noindex: true };
  },
};
