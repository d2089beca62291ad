import type {
  FollowingCollectionRow_CollectionFragment,
  FollowingTagRow_TagFragment,
  FollowingUserRow_UserFragment,
} from '#graphql/generated/operations.ts';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { TagFollowButton } from '#web/connected/tag-follow/tag-follow-button.tsx';
import { Link } from '#web/lib/router/link.tsx';
import { PublicationLink } from '#web/ui/entity-links.tsx';
import { EntityRow } from '#web/ui/entity-row/entity-row.tsx';
import { UserRow } from '#web/ui/entity-row/user-row.tsx';
import { followingTexts } from '../texts.ts';

/** A writer, with the Follow toggle (Following: a click unfollows, and Follow follows again). */
export function FollowingUserRow({ user }: { user: FollowingUserRow_UserFragment }) {
  return (
    <UserRow
      user={user}
      action={
        <FollowButton
          target={{ kind: 'user', id: user.id, name: user.name }}
          isFollowing={user.viewerEdge.isFollowing}
        />
      }
    />
  );
}

/** A publication, likewise. */
export function FollowingCollectionRow({
  collection,
}: {
  collection: FollowingCollectionRow_CollectionFragment;
}) {
  return (
    <EntityRow
      name={collection.name}
      imageId={collection.avatar?.id ?? null}
      description={collection.description}
      link={
        <PublicationLink collection={collection} className="entity-row__link">
          {collection.name}
        </PublicationLink>
      }
      action={
        <FollowButton
          target={{ kind: 'collection', id: collection.id, name: collection.name }}
          isFollowing={collection.viewerEdge.isFollowing}
        />
      }
    />
  );
}

/** A tag: its page, its story count and its Follow toggle. */
export function FollowingTagRow({ tag }: { tag: FollowingTagRow_TagFragment }) {
  return (
    <EntityRow
      name={tag.displayTitle}
      imageId={null}
      description={followingTexts.stories(tag.postCount)}
      link={
        <Link to="ShowTagPosts" params={{ tagSlug: tag.id }} className="entity-row__link">
          {tag.displayTitle}
        </Link>
      }
      action={<TagFollowButton tag={tag} />}
    />
  );
}
