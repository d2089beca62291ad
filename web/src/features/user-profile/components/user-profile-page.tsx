import { NetworkStatus } from '@apollo/client';
import type { PageProps } from '../../../routes/page-registry.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { StoryList } from '../../../ui/story-list/story-list.tsx';
import { profileLookup, useUserProfileQuery } from '../api/user-profile-query.ts';

/** Main column: the writer's name (and bio on narrow screens, where the sidebar is hidden) and stories. */
export function UserProfilePage({ params }: PageProps) {
  const { data, fetchMore, networkStatus } = useUserProfileQuery(profileLookup(params));
  const user = data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__name">{user.name}</h1>
        {user.bio && <p className="profile__bio profile__bio--narrow">{user.bio}</p>}
      </header>
      <StoryList
        connection={user.postsConnection}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
      />
    </div>
  );
}

/** Sidebar: portrait, name and bio. */
export function UserProfileSidebar({ params }: PageProps) {
  const user = useUserProfileQuery(profileLookup(params)).data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <div className="profile-card">
      <Avatar name={user.name} imageId={user.imageId} size={88} />
      <p className="profile-card__name">{user.name}</p>
      {user.bio && <p className="profile-card__bio">{user.bio}</p>}
    </div>
  );
}
