import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';
import { cancelMembershipTitle, manageMembershipTitle } from './titles.ts';

/**
 * /manage-membership and /manage-membership/confirmation/{membershipType} (wordmark layout, spec 1
 * §2.1): the viewer's own membership, loaded in the browser; never cached, never indexed.
 */
export const manageMembershipPage: PageDefinition = {
  layout: 'top-navigation',
  navigation: 'wordmark',
  load: () =>
    import('./components/manage-membership-page.tsx').then(({ ManageMembershipPage }) => ({
      Page: ManageMembershipPage,
    })),
  data: withoutQueries(() => ({ title: `${manageMembershipTitle} – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};

/** /me/membership/cancel: reasons and retention offers (top navigation). */
export const cancelMembershipPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/cancel-membership-page.tsx').then(({ CancelMembershipPage }) => ({
      Page: CancelMembershipPage,
    })),
  data: withoutQueries(() => ({ title: `${cancelMembershipTitle} – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
