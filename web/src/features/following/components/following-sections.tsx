import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { ShowMoreButton, type FetchMore } from '#web/ui/show-more/show-more-button.tsx';
import {
  followingPublicationsQuery,
  followingTagsQuery,
  followingWritersQuery,
} from '../api/following-queries.ts';
import { followingTexts } from '../texts.ts';
import { FollowingCollectionRow, FollowingTagRow, FollowingUserRow } from './following-rows.tsx';

interface ListProps<T> {
  items: readonly T[];
  /** Where the next page starts (null on the last); the cache merges pages (lib/apollo/cursor-paginated.ts). */
  pagingInfo: { next: { to: string | null } | null };
  fetchMore: FetchMore;
  loadingMore: boolean;
  empty: string;
  row: (item: T) => ReactNode;
  what: string;
}

/** A following list with "Show more"; an unfollowed row stays, its toggle saying Follow, to undo. */
function FollowingList<T extends { id: string }>({ items, pagingInfo, row, empty, ...more }: ListProps<T>) {
  if (items.length === 0 && !pagingInfo.next?.to) return <p className="people__empty">{empty}</p>;
  return (
    <>
      <ul className="entity-list">{items.map(row)}</ul>
      <ShowMoreButton
        next={pagingInfo.next}
        fetchMore={more.fetchMore}
        loadingMore={more.loadingMore}
        what={more.what}
      />
    </>
  );
}

const signIn = <SignInPrompt prompt={followingTexts.signInPrompt} />;

export function FollowingWriters() {
  const { data, fetchMore, networkStatus } = useQuery(followingWritersQuery().query, followingWritersQuery());
  if (data?.viewer === null) return signIn;
  const connection = data?.viewer.followingConnection;
  if (!connection) return null;
  return (
    <FollowingList
      items={connection.users}
      pagingInfo={connection.pagingInfo}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={followingTexts.noWriters}
      row={(user) => <FollowingUserRow key={user.id} user={user} />}
      what="followed writers"
    />
  );
}

export function FollowingPublications() {
  const { data, fetchMore, networkStatus } = useQuery(
    followingPublicationsQuery().query,
    followingPublicationsQuery(),
  );
  if (data?.viewer === null) return signIn;
  const connection = data?.viewer.followingCollectionsConnection;
  if (!connection) return null;
  return (
    <FollowingList
      items={connection.collections}
      pagingInfo={connection.pagingInfo}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={followingTexts.noPublications}
      row={(collection) => <FollowingCollectionRow key={collection.id} collection={collection} />}
      what="followed publications"
    />
  );
}

export function FollowingTags() {
  const { data, fetchMore, networkStatus } = useQuery(followingTagsQuery().query, followingTagsQuery());
  if (data?.viewer === null) return signIn;
  const connection = data?.viewer.followingTagsConnection;
  if (!connection) return null;
  return (
    <>
      <p className="following__private">{followingTexts.tagsPrivate}</p>
      <FollowingList
        items={connection.tags}
        pagingInfo={connection.pagingInfo}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        empty={followingTexts.noTags}
        row={(tag) => <FollowingTagRow key={tag.id} tag={tag} />}
        what="followed tags"
      />
    </>
  );
}
