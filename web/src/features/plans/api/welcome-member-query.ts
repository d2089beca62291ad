import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * The viewer's tier, asked again until the provider's webhook made them a member. Its answer updates
 * the viewer everywhere in the cache (the avatar menu, the banners, the sign-in confirmation's wording).
 */
export const WelcomeMemberQuery: TypedDocumentNode<
  Operations.WelcomeMemberQuery,
  Operations.WelcomeMemberQueryVariables
> = gql`
  query WelcomeMemberQuery {
    viewer {
      id
      membership {
        id
        tier
        memberSince
        friendSince
      }
    }
  }
`;

/** Asked from the server (never the cache's FREE), polled by the page; `skip` until hydrated and for visitors. */
export const useWelcomeMemberQuery = (skip: boolean) =>
  useQuery(WelcomeMemberQuery, { skip, fetchPolicy: 'network-only', errorPolicy: 'all' });
