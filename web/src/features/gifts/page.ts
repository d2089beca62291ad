import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';

/** What the gift pages share: their data is the viewer's, read in the browser; never cached. */
const giftPage = (
  layout: Pick<PageDefinition, 'layout' | 'navigation'>,
  title: string,
  load: PageDefinition['load'],
): PageDefinition => ({
  ...layout,
  load,
  data: withoutQueries(() => ({ title: `${title} – ${texts.siteName}` })),
  cacheKind: 'other',
});

const wordmark = { layout: 'top-navigation', navigation: 'wordmark' } as const;

/** /gift-plans (ShowLiteGiftCheckout, gift-membership; hidden by disable_lite_gift_page): one gift. */
export const giftMembershipPage = giftPage(wordmark, 'Gift a membership', () =>
  import('./components/gift-checkout-page.tsx').then(({ GiftPage }) => ({ Page: GiftPage })),
);

/** /group-gift (ShowGroupGift, group-gift-membership): a gift to each of 2 to 20 people. */
export const groupGiftMembershipPage = giftPage(wordmark, 'Gift memberships to a group', () =>
  import('./components/gift-checkout-page.tsx').then(({ GroupGiftPage }) => ({ Page: GroupGiftPage })),
);

/** /gift (ShowGiftLanding, landing-gift, basic layout; query giftCode and giftType). */
export const landingGiftPage = giftPage({ layout: 'basic' }, 'Give the gift of reading', () =>
  import('./components/gift-landing-page.tsx').then(({ GiftLandingPage }) => ({ Page: GiftLandingPage })),
);

/** /redeem-gift (ShowRedeemGift, redeem-gift-membership, basic layout). */
export const redeemGiftMembershipPage = giftPage({ layout: 'basic' }, 'Redeem a gift', () =>
  import('./components/redeem-gift-page.tsx').then(({ RedeemGiftPage }) => ({ Page: RedeemGiftPage })),
);
