import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type {
  StoryList_ConnectionFragment,
  UserClappedPostsQueryVariables,
} from '#graphql/generated/operations.ts';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { UserClappedPostsQuery, UserResponsesQuery } from '../api/user-story-lists-query.ts';
import { profileTexts } from '../texts.ts';

interface StoryListTabProps<Data> {
  userId: string;
  query: TypedDocumentNode<Data, UserClappedPostsQueryVariables>;
  /** The list in the answer; null when the person is not there. */
  select: (data: Data) => StoryList_ConnectionFragment | null;
  empty: string;
}

/** A profile tab that lists stories (claps, responses): its own chunk, asked in the browser, with Show more. */
function StoryListTab<Data>({ userId, query, select, empty }: StoryListTabProps<Data>) {
  const { data, fetchMore, networkStatus } = useQuery(query, {
    variables: { id: userId, limit: storiesPerPage },
  });
  const connection = data ? select(data as Data) : null;
  if (!connection) return null;
  return (
    <StoryList
      connection={connection}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={empty}
    />
  );
}

interface TabProps {
  user: { id: string; name: string };
}

/** /@{username}/has-recommended: the stories the person clapped. */
export function ClapsTab({ user }: TabProps) {
  return (
    <StoryListTab
      userId={user.id}
      query={UserClappedPostsQuery}
      select={(data) =>
        data.userResult.__typename === 'User' ? data.userResult.clappedPostsConnection : null
      }
      empty={profileTexts.noClaps(user.name)}
    />
  );
}

/** /@{username}/responses: the person's responses. */
export function ResponsesTab({ user }: TabProps) {
  return (
    <StoryListTab
      userId={user.id}
      query={UserResponsesQuery}
      select={(data) => (data.userResult.__typename === 'User' ? data.userResult.responsesConnection : null)}
      empty={profileTexts.noResponses(user.name)}
    />
  );
}
