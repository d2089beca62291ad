import { Avatar, AvatarFrame } from '#web/ui/avatar.tsx';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { InCollection } from '#web/ui/in-collection.tsx';
import { PostMeta } from '#web/ui/post-meta.tsx';
import type { PostHeader_PostFragment } from '#graphql/generated/operations.ts';

/**
 * Title, subtitle and byline: who wrote it (and Follow them), where, how long it takes, when. The
 * story's More menu (mute) is in the story bar below.
 */
export function PostHeader({ post }: { post: PostHeader_PostFragment }) {
  const { creator } = post;
  const subtitle = post.extendedPreviewContent.subtitle;
  return (
    <header className="post-header">
      <h1 className="post-header__title">{post.title}</h1>
      {subtitle && <p className="post-header__subtitle">{subtitle}</p>}
      <div className="byline">
        <AvatarFrame user={creator} size={44} interactive>
          <ProfileLink user={creator} className="byline__avatar" tabIndex={-1} aria-hidden="true">
            <Avatar name={creator.name} imageId={creator.imageId} size={44} />
          </ProfileLink>
        </AvatarFrame>
        <div className="byline__text">
          <div>
            <ProfileLink user={creator} className="byline__name">
              {creator.name}
            </ProfileLink>
            <InCollection statusForCollection={post.statusForCollection} collection={post.collection} />
            <FollowButton
              target={{ kind: 'user', id: creator.id, name: creator.name }}
              isFollowing={creator.viewerEdge.isFollowing}
            />
          </div>
          <PostMeta post={post} />
        </div>
      </div>
    </header>
  );
}
