import { useQuery } from '@apollo/client/react';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { UserFollowerCount } from '../follower-counts.tsx';
import { ProfileCard } from '../profile-card.tsx';
import { UserMentionTooltipContentQuery } from './user-mention-tooltip-query.ts';

/**
 * A person's hover card (spec 2 §7 UserMentionTooltipContentQuery): avatar with the membership badge,
 * name, pronouns and username, followers, bio, Follow. Its own chunk, loaded on the first hover. Shows
 * nothing until the answer, nor for a person who is gone (NotFound): the link stays a link.
 */
export function UserHoverCard({ userId, place }: { userId: string; place: { top: number; left: number } }) {
  const { data } = useQuery(UserMentionTooltipContentQuery, { variables: { id: userId } });
  const user = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (!user) return null;
  return (
    <div className="user-hover-card" role="dialog" aria-label={user.name} style={place}>
      <ProfileCard
        layout="row"
        target={{ kind: 'user', id: user.id, name: user.name }}
        imageId={user.imageId}
        isFollowing={user.viewerEdge.isFollowing}
        member={user}
        heading={
          <>
            <ProfileLink user={user}>{user.name}</ProfileLink>
            {user.pronouns.length > 0 && (
              <span className="user-hover-card__pronouns">{user.pronouns.join(', ')}</span>
            )}
            <span className="user-hover-card__username">@{user.username}</span>
          </>
        }
        followers={<UserFollowerCount user={user} className="profile-card__followers" />}
        about={user.bio || null}
      />
    </div>
  );
}
