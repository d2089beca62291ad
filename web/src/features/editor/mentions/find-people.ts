import { useCallback } from 'react';
import type { SearchResult, UserHit } from '#contract/search.ts';
import { postSearch } from '#web/lib/search/search-client.ts';
import { searchRequestBody } from '#web/lib/search/search-request.ts';
import { useSearchConfig } from '#web/lib/site-config.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';

/** A person the writer may mention, as the users index answers. */
export type MentionCandidate = Pick<UserHit, 'userId' | 'name' | 'username'>;

/** The people whose name or username starts with the query: what the typeahead offers. */
export type FindPeople = (query: string) => Promise<MentionCandidate[]>;

/** A handful: the typeahead is a shortcut, not a directory. */
export const mentionSuggestionsMax = 5;

/**
 * FindPeople over the search API's client (#web/lib/search): the users index, prefix-matching the last
 * word. Unfiltered (decision 275): a writer mentions whom they know, not only whom search promotes.
 */
export function useFindPeople(): FindPeople {
  const config = useSearchConfig();
  const session = useViewerSession();
  const userToken = session.kind === 'signed-in' ? session.viewer.id : null;
  return useCallback(
    async (query) => {
      const body = searchRequestBody(config.indexPrefix, {
        kinds: ['users'],
        query,
        hitsPerPage: mentionSuggestionsMax,
        unfiltered: true,
      });
      const [users] = (await postSearch({ config, userToken }, body)) as SearchResult<'users'>[];
      return (users?.hits ?? []).map(({ userId, name, username }) => ({ userId, name, username }));
    },
    [config, userToken],
  );
}
