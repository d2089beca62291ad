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
}

const size = 88;

/**
 * Spec 2 §4: the sidebar card of a writer's profile or a publication's home, and of their followers
 * pages — avatar, name, followers, bio or description, Follow.
 */
export function ProfileCard({ target, imageId, isFollowing, followers, about, member }: ProfileCardProps) {
  const avatar = <Avatar name={target.name} imageId={imageId} size={size} />;
  return (
    <div className="profile-card">
      {member ? (
        <AvatarFrame user={{ ...member, id: target.id, name: target.name }} size={size} interactive>
          {avatar}
        </AvatarFrame>
      ) : (
        avatar
      )}
      <p className="profile-card__name">{target.name}</p>
      <p className="profile-card__count">{followers}</p>
      {about && <p className="profile-card__bio">{about}</p>}
      <div className="profile-card__action">
        <FollowButton target={target} isFollowing={isFollowing} />
      </div>
    </div>
  );
}
