import { Avatar } from '../../../ui/avatar.tsx';
import { FollowButton } from '../../../ui/follow-button/follow-button.tsx';
import type { FollowedUser } from '../api/followed-user-fragment.ts';
import { texts } from '../../../lib/texts.ts';

/** Sidebar: the writer's card, as on their profile (portrait, name, followers, bio, Follow). */
export function WriterCard({ user }: { user: FollowedUser }) {
  return (
    <div className="profile-card">
      <Avatar name={user.name} imageId={user.imageId} size={88} />
      <p className="profile-card__name">{user.name}</p>
      <p className="profile-card__count">{texts.social.followers(user.socialStats.followerCount)}</p>
      {user.bio && <p className="profile-card__bio">{user.bio}</p>}
      <div className="profile-card__action">
        <FollowButton
          target={{ kind: 'user', id: user.id, name: user.name }}
          isFollowing={user.viewerEdge.isFollowing}
        />
      </div>
    </div>
  );
}
