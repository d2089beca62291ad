import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { PostRevisionsQuery as Answer } from '#graphql/generated/operations.ts';
import type { PagingOptions } from '#graphql/generated/schema-types.ts';
import { PostRevisionsQuery } from '../api/revision-operations.ts';
import { revisionsTexts } from './revisions-texts.ts';
import { savedAtLabel } from './saved-at.ts';

type Revision = Extract<
  Answer['postRevisions'],
  { __typename: 'PostRevisionConnection' }
>['revisions'][number];

type Loading =
  | { state: 'loading' }
  | { state: 'ready'; next: PagingOptions | null }
  | { state: 'failed'; paging: PagingOptions | undefined };

/** The draft's kept revisions, newest first, a page at a time: when, the title, the start of the text. */
export function RevisionList({ postId, onOpen }: { postId: string; onOpen: (revisionId: string) => void }) {
  const client = useApolloClient();
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });

  const load = useCallback(
    async (paging?: PagingOptions) => {
      setLoading({ state: 'loading' });
      const result = await client
        .query({ query: PostRevisionsQuery, variables: { postId, paging }, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.postRevisions)
        .catch(() => undefined);
      if (result?.__typename !== 'PostRevisionConnection') return setLoading({ state: 'failed', paging });
      setRevisions((shown) => (paging ? [...shown, ...result.revisions] : result.revisions));
      const next = result.pagingInfo.next;
      setLoading({ state: 'ready', next: next ? { limit: next.limit, to: next.to } : null });
    },
    [client, postId],
  );
  useEffect(() => void load(), [load]);

  return (
    <>
      <p className="revisions__intro">{revisionsTexts.intro}</p>
      {loading.state === 'ready' && revisions.length === 0 && <p>{revisionsTexts.none}</p>}
      <ol className="revisions__list">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <button type="button" className="revisions__row" onClick={() => onOpen(revision.id)}>
              <time dateTime={new Date(revision.savedAt * 1000).toISOString()}>
                {savedAtLabel(revision.savedAt)}
              </time>
              <strong className="revisions__title">{revision.title || revisionsTexts.untitled}</strong>
              <span className="revisions__excerpt">{revision.excerpt}</span>
            </button>
          </li>
        ))}
      </ol>
      {loading.state === 'loading' && <p aria-busy="true">{revisionsTexts.loading}</p>}
      {loading.state === 'failed' && (
        <p role="alert">
          {revisionsTexts.loadFailed}{' '}
          <button type="button" onClick={() => void load(loading.paging)}>
            {revisionsTexts.retry}
          </button>
        </p>
      )}
      {loading.state === 'ready' && loading.next && (
        <button type="button" className="revisions__older" onClick={() => void load(loading.next!)}>
          {revisionsTexts.older}
        </button>
      )}
    </>
  );
}
