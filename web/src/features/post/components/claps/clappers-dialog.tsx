import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClappersQuery as ClappersData } from '#graphql/generated/operations.ts';
import { ClappersQuery } from '../../api/clappers-query.ts';
import { clapTexts } from './clap-texts.ts';

type Post = Extract<NonNullable<ClappersData['postResult']>, { __typename: 'Post' }>;
type Clapper = Post['clappers']['clappers'][number];

const pageSize = 25;

/**
 * Who clapped the story, newest first, each with their claps (spec 3 §7 voters: pages appended as the
 * reader asks for more). A modal <dialog>: Escape and Close end it.
 */
export default function ClappersDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const client = useApolloClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [clappers, setClappers] = useState<Clapper[] | null>(null);
  const [next, setNext] = useState<string | null>(null);

  const load = useCallback(
    async (to: string | null) => {
      const { data } = await client.query({
        query: ClappersQuery,
        variables: { id: postId, paging: { limit: pageSize, to } },
        fetchPolicy: 'network-only',
      });
      const post = data?.postResult;
      if (post?.__typename !== 'Post') return;
      setClappers((shown) => [...(to ? (shown ?? []) : []), ...post.clappers.clappers]);
      setNext(post.clappers.pagingInfo.next?.to ?? null);
    },
    [client, postId],
  );

  useEffect(() => {
    dialog.current?.showModal();
    void load(null);
  }, [load]);

  return (
    <dialog ref={dialog} className="clappers" aria-labelledby="clappers-title" onClose={onClose}>
      <h2 id="clappers-title" className="clappers__title">
        {clapTexts.clappersTitle}
      </h2>
      {clappers === null && <p>{clapTexts.loading}</p>}
      {clappers?.length === 0 && <p>{clapTexts.noClappers}</p>}
      <ul className="clappers__list">
        {clappers?.map(({ user, clapCount }) => (
          <li key={user.id} className="clappers__row">
            <a href={`/@${user.username}`}>{user.name}</a>
            <span className="clappers__count">{clapTexts.clappedTimes(clapCount)}</span>
          </li>
        ))}
      </ul>
      {next && (
        <button type="button" className="button button--outline" onClick={() => void load(next)}>
          {clapTexts.moreClappers}
        </button>
      )}
      <button
        type="button"
        className="button button--dark clappers__close"
        onClick={() => dialog.current?.close()}
      >
        {clapTexts.close}
      </button>
    </dialog>
  );
}
