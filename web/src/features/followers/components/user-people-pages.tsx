import { NetworkStatus } from '@apollo/client';
import { Link } from '#web/lib/router/link.tsx';
import { texts } from '#web/lib/texts.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import type { FollowedUser_ResultFragment } from '#graphql/generated/operations.ts';
import { UserFollowersQuery, UserFollowingQuery, useUserPeopleQuery } from '../api/user-people-query.ts';
import { followersTexts } from '../texts.ts';
import { PeopleList } from './people-list.tsx';
import { ProfileCard } from '#web/connected/profile-card.tsx';

type FollowedUser = Extract<FollowedUser_ResultFragment, { __typename: 'User' }>;

/** Sidebar: the writer's card, as on their profile. */
const writerCard = (user: FollowedUser) => (
  <ProfileCard
    target={{ kind: 'user', id: user.id, name: user.name }}
    imageId={user.imageId}
    isFollowing={user.viewerEdge.isFollowing}
    followers={texts.social.followers(user.socialStats.followerCount)}
    about={user.bio}
  />
);

/** The page's heading: the writer's name, back to their profile. */
const writerLink = (user: FollowedUser) => (
  <Link to="ShowUser" params={{ username: user.username }} className="people__heading-link">
    {user.name}
  </Link>
);

/** /@{username}/followers: who follows the writer. */
export function UserFollowersPage({ params }: PageProps) {
  const { data, fetchMore, networkStatus } = useUserPeopleQuery(UserFollowersQuery, params.username ?? '');
  const user = data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <PeopleList
      heading={writerLink(user)}
      count={texts.social.followers(user.socialStats.followerCount)}
      connection={user.followersConnection}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={followersTexts.noFollowers}
    />
  );
}

export function UserFollowersSidebar({ params }: PageProps) {
  const user = useUserPeopleQuery(UserFollowersQuery, params.username ?? '').data?.userResult;
  return user?.__typename === 'User' ? writerCard(user) : null;
}

/** /@{username}/following: the people the writer follows. */
export function UserFollowingPage({ params }: PageProps) {
  const { data, fetchMore, networkStatus } = useUserPeopleQuery(UserFollowingQuery, params.username ?? '');
  const user = data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <PeopleList
      heading={writerLink(user)}
      count={texts.social.followingCount(user.socialStats.followingCount)}
      connection={user.followingConnection}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={followersTexts.notFollowing}
    />
  );
}

export function UserFollowingSidebar({ params }: PageProps) {
  const user = useUserPeopleQuery(UserFollowingQuery, params.username ?? '').data?.userResult;
  return user?.__typename === 'User' ? writerCard(user) : null;
}
