import { LazySubscribeButton } from '#web/connected/newsletter/lazy-subscribe-button.tsx';
import { CollectionFollowerCount } from '#web/connected/follower-counts.tsx';
import { ProfileCard } from '#web/connected/profile-card.tsx';
import type { PublicationCard_CollectionFragment } from '#graphql/generated/operations.ts';

/** Subscribe beside Follow when the publication's editors promote its newsletter (showPromo). */
export function NewsletterPromo({ collection }: { collection: PublicationCard_CollectionFragment }) {
  if (!collection.newsletterV3?.showPromo) return null;
  return <LazySubscribeButton publication={collection} />;
}

export const followTarget = (collection: PublicationCard_CollectionFragment) =>
  ({ kind: 'collection', id: collection.id, name: collection.name }) as const;

/** The sidebar of a publication's pages: its avatar, name, followers, description and Follow. */
export function PublicationCard({ collection }: { collection: PublicationCard_CollectionFragment }) {
  return (
    <ProfileCard
      target={followTarget(collection)}
      imageId={collection.avatar?.id ?? null}
      isFollowing={collection.viewerEdge.isFollowing}
      followers={<CollectionFollowerCount collection={collection} className="profile-card__followers" />}
      about={collection.description}
      subscribe={<NewsletterPromo collection={collection} />}
    />
  );
}
