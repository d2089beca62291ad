import type { ReactNode } from 'react';
import type { ProfileUser_UserFragment } from '#graphql/generated/operations.ts';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { UserFollowerCount } from '#web/connected/follower-counts.tsx';
import { SubscribeButton } from '#web/connected/newsletter/subscribe-button.tsx';
import { ProfileCard } from '#web/connected/profile-card.tsx';
import { WhoToFollow } from '#web/connected/who-to-follow/who-to-follow.tsx';
import { ProfileTabs } from '#web/ui/profile-tabs/profile-tabs.tsx';

const followTarget = (user: ProfileUser_UserFragment) =>
  ({ kind: 'user', id: user.id, name: user.name }) as const;

/**
 * Main column of every profile page: the writer's name (and on narrow screens, where the sidebar is
 * hidden, their followers, Follow and bio), the profile's tabs, then the page's own part.
 */
export function ProfileMain({ user, children }: { user: ProfileUser_UserFragment; children: ReactNode }) {
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__name">{user.name}</h1>
        <div className="profile__social">
          <UserFollowerCount user={user} className="profile__followers" />
          <FollowButton target={followTarget(user)} isFollowing={user.viewerEdge.isFollowing} />
          <SubscribeButton writer={user} />
        </div>
        {user.bio && <p className="profile__bio profile__bio--narrow">{user.bio}</p>}
      </header>
      <ProfileTabs username={user.username} />
      {children}
    </div>
  );
}

/** Sidebar of every profile page: portrait, name, followers, bio, Follow and Subscribe; who to follow. */
export function ProfileSidebarCard({ user }: { user: ProfileUser_UserFragment }) {
  return (
    <>
      <ProfileCard
        target={followTarget(user)}
        imageId={user.imageId}
        isFollowing={user.viewerEdge.isFollowing}
        followers={<UserFollowerCount user={user} className="profile-card__followers" />}
        about={user.bio}
        member={user}
        subscribe={<SubscribeButton writer={user} />}
      />
      <WhoToFollow />
    </>
  );
}
