import { NetworkStatus } from '@apollo/client';
import { useMutedCollectionsQuery } from '../api/muted-collections-query.ts';
import { useMutedUsersQuery } from '../api/muted-users-query.ts';
import { mutedTexts } from '../texts.ts';
import { MutedList } from './muted-list.tsx';
import { MutedCollectionRow, MutedUserRow } from './muted-rows.tsx';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';

/** The users tab: the writers the viewer muted. */
export function MutedUsers() {
  const { data, fetchMore, networkStatus } = useMutedUsersQuery();
  if (data?.viewer === null) return <SignInPrompt prompt={mutedTexts.signInPrompt} />;
  const connection = data?.viewer.mutedUsersConnection;
  if (!connection) return null;
  return (
    <MutedList
      items={connection.users}
      pagingInfo={connection.pagingInfo}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={mutedTexts.noUsers}
      row={(user) => <MutedUserRow user={user} />}
      what="muted writers"
    />
  );
}

/** The publications tab. */
export function MutedPublications() {
  const { data, fetchMore, networkStatus } = useMutedCollectionsQuery();
  if (data?.viewer === null) return <SignInPrompt prompt={mutedTexts.signInPrompt} />;
  const connection = data?.viewer.mutedCollectionsConnection;
  if (!connection) return null;
  return (
    <MutedList
      items={connection.collections}
      pagingInfo={connection.pagingInfo}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={mutedTexts.noPublications}
      row={(collection) => <MutedCollectionRow collection={collection} />}
      what="muted publications"
    />
  );
}
