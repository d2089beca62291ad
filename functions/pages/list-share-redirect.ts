import { gql, type TypedDocumentNode } from '@apollo/client';
import { shareUrl, type ShareNetwork } from '#contract/share-links.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { PageRequest } from './page-request.ts';
import type { ServerClient } from './server-client.ts';

/** What a share link needs of a list: its name, whose it is, whether anyone may open it. */
export const ShareListQuery: TypedDocumentNode<
  Operations.ShareListQuery,
  Operations.ShareListQueryVariables
> = gql`
  query ShareListQuery($catalogSlugId: ID!) {
    catalog(catalogSlugId: $catalogSlugId) {
      __typename
      ... on Catalog {
        id
        name
        slugId
        visibility
        creator {
          id
          username
        }
      }
    }
  }
`;

/** Spec 3 §2's catalog share routes, by the network each shares to. */
const networkOfRoute: Readonly<Record<string, ShareNetwork>> = {
  ShareListOnTwitter: 'twitter',
  ShareListOnLinkedIn: 'linkedIn',
  ShareListOnFacebook: 'facebook',
};

export interface SharedList {
  network: ShareNetwork;
  username: string;
  catalogSlugId: string;
}

/** The list and network a catalog share route names, or null for any other path. */
export function sharedList(
  request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>,
): SharedList | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  const network = match && networkOfRoute[match.name];
  if (!network || !match.params.username || !match.params.catalogSlugId) return null;
  return { network, username: match.params.username, catalogSlugId: match.params.catalogSlugId };
}

/**
 * `/@{username}/list/{catalogSlugId}/share/{twitter|linkedIn|facebook}`, answered by the server: asks
 * the API for the list as the viewer and gives the network's share form with the list's name and its
 * canonical address on the configured origin. Null (the 404 page) for a list that is not that user's,
 * or not public: a private list's address leads nobody else anywhere.
 */
export async function listShareLocation(
  shared: SharedList,
  client: ServerClient,
  authOrigin: string,
): Promise<string | null> {
  const request = { query: ShareListQuery, variables: { catalogSlugId: shared.catalogSlugId } };
  const [outcome] = await client.preload([request]);
  if (outcome && !outcome.ok) throw outcome.error;
  const catalog = client.apollo.readQuery(request)?.catalog;
  if (catalog?.__typename !== 'Catalog' || catalog.visibility !== 'PUBLIC') return null;
  if (catalog.creator.username !== shared.username) return null;
  const path = buildRoute('ShowUserList', { username: shared.username, catalogSlugId: catalog.slugId });
  return shareUrl(shared.network, { title: catalog.name, url: `${authOrigin}${path}` });
}
