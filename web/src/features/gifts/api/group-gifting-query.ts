import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';

/** Spec 2 §3 Viewer.hasGroupGiftingEnabled: whether group gifts are offered to the signed-in reader. */
export const GroupGiftingQuery: TypedDocumentNode<
  Operations.GroupGiftingQuery,
  Operations.GroupGiftingQueryVariables
> = gql`
  query GroupGiftingQuery {
    viewer {
      id
      hasGroupGiftingEnabled
    }
  }
`;

/**
 * Whether group gifts (/group-gift) are offered: the viewer's hasGroupGiftingEnabled when signed in
 * (undefined until it answers); for a visitor, the flag that field answers (enable_group_gifting, decision 151).
 * `asked` false: the page does not need it (no request).
 */
export function useGroupGifting(asked = true): boolean | undefined {
  const signedOut = isSignedOut(useViewerKind());
  const flagOn = useFlags().enable_group_gifting === true;
  const { data } = useQuery(GroupGiftingQuery, { fetchPolicy: 'cache-first', skip: signedOut || !asked });
  if (signedOut) return flagOn;
  return data ? data.viewer?.hasGroupGiftingEnabled === true : undefined;
}
