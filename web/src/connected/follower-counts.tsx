import { texts } from '#web/lib/texts.ts';
import { Link } from '#web/lib/router/link.tsx';

interface CountProps {
  className: string;
}

/** Spec 2 §4: "{count} followers" of a writer, to their followers page. */
export function UserFollowerCount({
  user,
  className,
}: CountProps & { user: { username: string; socialStats: { followerCount: number } } }) {
  return (
    <Link to="ShowUserFollowers" params={{ username: user.username }} className={className}>
      {texts.social.followers(user.socialStats.followerCount)}
    </Link>
  );
}

/** Spec 2 §4: "{count} followers" of a publication, to its followers page. */
export function CollectionFollowerCount({
  collection,
  className,
}: CountProps & { collection: { slug: string; subscriberCount: number } }) {
  return (
    <Link to="ShowLiteCollectionFollowers" params={{ collectionSlug: collection.slug }} className={className}>
      {texts.social.followers(collection.subscriberCount)}
    </Link>
  );
}
