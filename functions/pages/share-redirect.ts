import { gql, type TypedDocumentNode } from '@apollo/client';
import { shareUrl } from '#contract/share-links.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { PageRequest } from './page-request.ts';
import type { ServerClient } from './server-client.ts';

/** What a share link needs of a story: its title and its canonical address. */
export const SharePostQuery: TypedDocumentNode<
  Operations.SharePostQuery,
  Operations.SharePostQueryVariables
> = gql`
  query SharePostQuery($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        title
        uniqueSlug
        isPublished
        canonicalUrl
        statusForCollection
        creator {
          id
          username
        }
        collection {
          id
          slug
        }
      }
    }
  }
`;

/** The story id a share route names, or null for any other path. */
export function sharedPostId(request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>): string | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  if (match?.name !== 'SharePostOnTwitter') return null;
  return postIdFromParam(match.params.postId ?? '');
}

/**
 * Spec 3 §2 `/p/{postId}/share/twitter`, answered by the server: asks the API for the story as the
 * viewer (so only what they may read can be shared) and gives Twitter's share form with its title and
 * its canonical address — the writer's canonical link, else its own URL on the configured origin.
 * Null when the viewer may not read the story, or it is a draft, whose address leads nobody else
 * anywhere (the 404 page answers).
 */
export async function twitterShareLocation(
  postId: string,
  client: ServerClient,
  authOrigin: string,
): Promise<string | null> {
  const request = { query: SharePostQuery, variables: { id: postId } };
  const [outcome] = await client.preload([request]);
  if (outcome && !outcome.ok) throw outcome.error;
  const post = client.apollo.readQuery(request)?.postResult;
  if (post?.__typename !== 'Post' || !post.isPublished) return null;
  const route = postRoute(post);
  const url = post.canonicalUrl ?? `${authOrigin}${buildRoute(route.name, route.params)}`;
  return shareUrl('twitter', { title: post.title, url });
}
