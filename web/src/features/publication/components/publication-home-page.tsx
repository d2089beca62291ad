import { NetworkStatus } from '@apollo/client';
import type { PageProps } from '../../../routes/page-registry.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { StoryList } from '../../../ui/story-list/story-list.tsx';
import { usePublicationProfileMainCollectionQuery } from '../api/publication-profile-main-collection-query.ts';

const slugOf = (params: PageProps['params']) => params.collectionSlug ?? '';

/** Main column: the publication's name, description and stories. */
export function PublicationHomePage({ params }: PageProps) {
  const { data, fetchMore, networkStatus } = usePublicationProfileMainCollectionQuery(slugOf(params));
  const collection = data?.collectionByDomainOrSlug;
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
  const collection = usePublicationProfileMainCollectionQuery(slugOf(params)).data?.collectionByDomainOrSlug;
  if (!collection) return null;
  return (
    <div className="profile-card">
      <Avatar name={collection.name} imageId={collection.avatar?.id ?? null} size={88} />
      <p className="profile-card__name">{collection.name}</p>
      {collection.description && <p className="profile-card__bio">{collection.description}</p>}
    </div>
  );
}
