import { NetworkStatus } from '@apollo/client';
import type { PageProps } from '../../../routes/page-registry.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { StoryList } from '../../../ui/story-list/story-list.tsx';
import { usePublicationProfile } from '../api/publication-profile.ts';

/** Main column: the publication's name, description and stories. */
export function PublicationHomePage({ params }: PageProps) {
  const { collection, fetchMore, networkStatus } = usePublicationProfile(params);
  if (!collection) return null;
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__name">{collection.name}</h1>
        {collection.description && (
          <p className="profile__bio profile__bio--narrow">{collection.description}</p>
        )}
      </header>
      <StoryList
        connection={collection.postsConnection}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
      />
    </div>
  );
}

/** Sidebar: the publication's avatar, name and description. */
export function PublicationSidebar({ params }: PageProps) {
  const { collection } = usePublicationProfile(params);
  if (!collection) return null;
  return (
    <div className="profile-card">
      <Avatar name={collection.name} imageId={collection.avatar?.id ?? null} size={88} />
      <p className="profile-card__name">{collection.name}</p>
      {collection.description && <p className="profile-card__bio">{collection.description}</p>}
    </div>
  );
}
