import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { clapLimits, clapMessages, type ClapTargetKind } from '#contract/claps.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { ClapCatalogMutation, ClapMutation } from './clap-mutation.ts';
import { createClapGrouper, type ClapGrouper } from './clap-grouping.ts';
import { clapTexts } from './clap-texts.ts';

/** What the clap button shows of a story (or response) or a list: its counts as the cache holds them. */
export interface ClapTarget {
  id: string;
  clapCount: number;
  viewerClapCount: number;
}

/** The cache's type of each kind of target: the answer is written to it by id. */
const cacheTypes = { post: 'Post', catalog: 'Catalog' } as const satisfies Record<ClapTargetKind, string>;

/** One group of claps sent: `clap` for a story, `clapCatalog` for a list (decision 119). */
const sendClaps = (
  client: ApolloClient,
  kind: ClapTargetKind,
  variables: { id: string; userId: string | null; numClaps: number },
) => {
  const { id, ...counts } = variables;
  return kind === 'catalog'
    ? mutateOutcome(
        client,
        { mutation: ClapCatalogMutation, variables: { ...counts, targetCatalogId: id } },
        (data) => data.clapCatalog,
      )
    : mutateOutcome(
        client,
        { mutation: ClapMutation, variables: { ...counts, targetPostId: id } },
        (data) => data.clap,
      );
};

/** The clap state of one story or list on this page (spec 3 §3): what the cache says plus the claps not yet answered. */
export interface Claps {
  clapCount: number;
  viewerClapCount: number;
  /** Spec 3 §3 viewerHasClappedSinceFetch: the reader clapped since the page read the counts. */
  viewerHasClappedSinceFetch: boolean;
  /** The refusal or failure to show, never hidden: the server's own words when it refused. */
  notice: string | null;
  clap(): void;
}

/** The server's counts after a refusal, written where the button reads them. */
const storeCounts = (client: ApolloClient, kind: ClapTargetKind, target: ClapTarget) =>
  client.cache.modify({
    id: client.cache.identify({ __typename: cacheTypes[kind], id: target.id }),
    fields: { clapCount: () => target.clapCount, viewerClapCount: () => target.viewerClapCount },
  });

/**
 * Claps, optimistic and grouped (clap-grouping.ts): each click counts at once, the group leaves as one
 * `clap` with its count, and the answer (the exact counts) replaces the optimistic ones in the cache.
 * At 50 a click is refused here with the server's words; a refusal of the server (another tab clapped)
 * takes the optimistic claps back and says why.
 */
export function useClaps(kind: ClapTargetKind, post: ClapTarget, viewerId: string | null): Claps {
  const client = useApolloClient();
  const [pending, setPending] = useState(0);
  const [clappedSinceFetch, setClappedSinceFetch] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const grouper = useRef<ClapGrouper | null>(null);

  grouper.current ??= createClapGrouper(clapLimits.groupingWindowMs, async (numClaps) => {
    const outcome = await sendClaps(client, kind, { id: post.id, userId: viewerId, numClaps });
    if (outcome.__typename === 'ClapLimitReached') storeCounts(client, kind, { ...outcome, id: post.id });
    if (outcome.__typename !== cacheTypes[kind])
      setNotice('message' in outcome ? outcome.message : clapTexts.notSent);
    setPending((count) => count - numClaps);
  });

  useEffect(() => {
    const sendNow = () => grouper.current?.flush();
    window.addEventListener('pagehide', sendNow);
    return () => {
      window.removeEventListener('pagehide', sendNow);
      sendNow();
      grouper.current?.dispose();
    };
  }, []);

  const viewerClapCount = post.viewerClapCount + pending;
  return {
    clapCount: post.clapCount + pending,
    viewerClapCount,
    viewerHasClappedSinceFetch: clappedSinceFetch,
    notice,
    clap() {
      if (viewerClapCount >= clapLimits.perReaderPerStory) {
        setNotice(clapMessages.limitReached(0, kind));
        return;
      }
      setNotice(null);
      setClappedSinceFetch(true);
      setPending((count) => count + 1);
      grouper.current?.add();
    },
  };
}
