import type { ReactNode } from 'react';
import type { SocialTarget } from './social/social-target.ts';
import { Avatar, AvatarFrame } from '#web/ui/avatar.tsx';
import type { AvatarMembership_UserFragment } from '#graphql/generated/operations.ts';
import { FollowButton } from './follow-button/follow-button.tsx';

interface ProfileCardProps {
  /** The writer or publication: the avatar's and the Follow button's subject. */
  target: SocialTarget;
  imageId: string | null;
  isFollowing: boolean;
  /** "{count} followers": text, or a link to the followers page. */
  followers: ReactNode;
  /** The bio or description. */
  about: string | null;
  /** The writer, for the membership badge on the portrait (where the query asks for it). */
  member?: AvatarMembership_UserFragment;
  /** What stands for the name: by default the name; the story's end says "Written by {name}" with a link. */
  heading?: ReactNode;
  /** A writer's Subscribe button (issue #15), beside Follow. */
  subscribe?: ReactNode;
  /** sidebar (default): stacked, for a sidebar; row: the portrait beside the text, Follow at the end. */
  layout?: 'sidebar' | 'row';
}

const sizes = { sidebar: 88, row: 64 } as const;

/**
 * Spec 2 §4: the sidebar card of a writer's profile or a publication's home, and of their followers
 * pages — avatar, name, followers, bio or description, Follow; and the story's end (issue #13), as a row.
 */
export function ProfileCard({
  target,
  imageId,
  isFollowing,
  followers,
  about,
  member,
  subscribe,
  heading = target.name,
  layout = 'sidebar',
}: ProfileCardProps) {
  const size = sizes[layout];
  const avatar = <Avatar name={target.name} imageId={imageId} size={size} />;
  return (
    <div className={`profile-card profile-card--${layout}`}>
      {member ? (
        <AvatarFrame user={{ ...member, id: target.id, name: target.name }} size={size} interactive>
          {avatar}
        </AvatarFrame>
      ) : (
        avatar
      )}
      <div className="profile-card__text">
        <p className="profile-card__name">{heading}</p>
        <p className="profile-card__count">{followers}</p>
        {about && <p className="profile-card__bio">{about}</p>}
      </div>
      <div className="profile-card__action">
        <FollowButton target={target} isFollowing={isFollowing} />
        {subscribe}
      </div>
    </div>
  );
}
