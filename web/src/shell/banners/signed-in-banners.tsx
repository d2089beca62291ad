import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { BannerSlot_PostFragment } from '#graphql/generated/operations.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { formatMoney, membershipPrice, weeklyPrice } from '#web/lib/format/money.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useRouter, type View } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { useDismissFlag } from '#web/connected/viewer/dismiss-flag-mutation.ts';
import { isMember, type Viewer } from '#web/lib/viewer-session.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { useMembershipStatusQuery } from '#web/connected/membership/membership-status-query.ts';
import { Banner } from './banner.tsx';
import { dismissedAt, recordDismissal, type LocalBanner } from './banner-dismissals.ts';
import { chooseBanner } from './choose-banner.ts';
import { toBannerStatus, useProvidedMembershipStatus } from './membership-status.ts';

export const BannerSlot_post: TypedDocumentNode<BannerSlot_PostFragment> = gql`
  fragment BannerSlot_post on Post {
    content {
      isLockedPreviewOnly
    }
  }
`;

/** The post page's data is in the cache before the page shows: is it a member-only story's preview? */
function useOnLockedPost(view: View): boolean {
  const { cache } = useApolloClient();
  if (view.kind !== 'page' || view.page !== 'post') return false;
  const id = postIdFromParam(view.params.postId ?? '');
  if (!id) return false;
  const post = cache.readFragment({
    id: cache.identify({ __typename: 'Post', id }),
    fragment: BannerSlot_post,
  });
  return post?.content?.isLockedPreviewOnly === true;
}

const b = texts.banners;

/**
 * The banner a signed-in reader gets above the page, one at a time (spec 2 §4): the membership upsell,
 * the reactivation banner or the payment warning. A separate chunk, loaded after hydration for signed-in
 * readers only.
 */
export function SignedInBanners({ viewer }: { viewer: Viewer }) {
  const { view } = useRouter();
  const provided = useProvidedMembershipStatus();
  const { status: queried } = useMembershipStatusQuery(provided !== null || !isMember(viewer));
  const status = provided ?? (queried ? toBannerStatus(queried) : null);
  const onLockedPost = useOnLockedPost(view);
  const dismissFlag = useDismissFlag();
  // Dismissed on this page: hidden at once, whatever storage or the API then do.
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const now = Date.now();

  const banner = chooseBanner({
    member: isMember(viewer),
    hydrated: true,
    onLockedPost,
    route: view.kind === 'page' ? view.route : null,
    status,
    dismissedFlags: [...(viewer.dismissableFlags ?? []), ...hidden],
    upsellDismissedAt: dismissedAt('upsell'),
    reactivationDismissedAt: dismissedAt('reactivation'),
    now,
  });
  if (!banner || hidden.includes(banner.kind)) return null;

  const dismissLocally = (local: LocalBanner) => () => {
    recordDismissal(local);
    setHidden((shown) => [...shown, banner.kind]);
  };
  switch (banner.kind) {
    case 'membership-upsell': {
      const yearly = membershipPrice('YEARLY', 'USD');
      return (
        <Banner
          kind={banner.kind}
          tone="neutral"
          message={b.membershipUpsell(formatMoney(weeklyPrice(yearly.amount), yearly.currency))}
          link={
            <Link to="ShowPay" params={{}} className="banner__link">
              {b.becomeMember}
            </Link>
          }
          onDismiss={dismissLocally('upsell')}
        />
      );
    }
    case 'reactivation':
      return (
        <Banner
          kind={banner.kind}
          tone="neutral"
          message={b.reactivation(formatDate(Math.floor(banner.endsAt / 1000)))}
          // Spec 2 §2: the hash opens the reactivation dialog.
          link={
            <a href="#reactivateMembership" className="banner__link">
              {b.reactivate}
            </a>
          }
          {...(banner.closable ? { onDismiss: dismissLocally('reactivation') } : {})}
        />
      );
    case 'payment': {
      const flag = banner.dismissFlag;
      const dismiss = () => {
        if (!flag) return;
        setHidden((shown) => [...shown, flag]);
        void dismissFlag({ userId: viewer.id, flag });
      };
      return (
        <Banner
          kind={banner.kind}
          tone={banner.tone}
          message={banner.message}
          link={
            <Link to="ShowPaymentMethod" params={{}} className="banner__link">
              {banner.linkLabel}
            </Link>
          }
          {...(flag ? { onDismiss: dismiss } : {})}
        />
      );
    }
  }
}
