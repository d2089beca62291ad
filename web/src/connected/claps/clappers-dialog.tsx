import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClapTargetKind } from '#contract/claps.ts';
import type { ClappersDialog_PageFragment } from '#graphql/generated/operations.ts';
import { CatalogClappersQuery, ClappersQuery } from './clappers-query.ts';
import { clapTexts } from './clap-texts.ts';

type Clapper = ClappersDialog_PageFragment['clappers'][number];
type PagingOptions = { limit: number; to: string | null };

const pageSize = 25;

/** A page of the clappers of a story or a list: the field of the query of that kind. */
async function clappersPage(
  client: ReturnType<typeof useApolloClient>,
  kind: ClapTargetKind,
  id: string,
  paging: PagingOptions,
): Promise<ClappersDialog_PageFragment | undefined> {
  const options = { variables: { id, paging }, fetchPolicy: 'network-only' } as const;
  if (kind === 'catalog') {
    const { data } = await client.query({ query: CatalogClappersQuery, ...options });
    return data?.catalog.__typename === 'Catalog' ? data.catalog.clappers : undefined;
  }
  const { data } = await client.query({ query: ClappersQuery, ...options });
  return data?.postResult.__typename === 'Post' ? data.postResult.clappers : undefined;
}

/**
 * Who clapped the story (or the list), newest first, each with their claps (spec 3 §7 voters: pages appended as the
 * reader asks for more). A modal <dialog>: Escape and Close end it.
 */
export default function ClappersDialog({
  kind,
  targetId,
  onClose,
}: {
  kind: ClapTargetKind;
  targetId: string;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [clappers, setClappers] = useState<Clapper[] | null>(null);
  const [next, setNext] = useState<string | null>(null);

  const load = useCallback(
    async (to: string | null) => {
      const page = await clappersPage(client, kind, targetId, { limit: pageSize, to });
      if (!page) return;
      setClappers((shown) => [...(to ? (shown ?? []) : []), ...page.clappers]);
      setNext(page.pagingInfo.next?.to ?? null);
    },
    [client, kind, targetId],
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
