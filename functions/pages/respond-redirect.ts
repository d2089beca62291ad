import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { PageRequest } from './page-request.ts';
import type { ServerClient } from './server-client.ts';

/** Whether the viewer may respond to the story: the same answer the editor and startResponseDraft get. */
export const RespondToPostQuery: TypedDocumentNode<
  Operations.RespondToPostQuery,
  Operations.RespondToPostQueryVariables
> = gql`
  query RespondToPostQuery($postId: ID!) {
    responseTarget(input: { inResponseToPostId: $postId }) {
      __typename
    }
  }
`;

/** The story a responses/new route names, or null for any other path. */
export function respondedPostId(
  request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>,
): string | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  if (match?.name !== 'RespondToPost') return null;
  return postIdFromParam(match.params.postId ?? '');
}

/**
 * Spec 3 §2 `/p/{inResponseToPostId}/responses/new`, answered by the server: the story is asked for as
 * the viewer, and a story they may read gets the editor on a new response to it
 * (`/new-story?inResponseToPostId=`), where the draft starts with the first save — a GET starts nothing,
 * so a link on another site writes nothing (decision 121). A closed discussion goes there too: the
 * editor says why, in the spec's words. Null when there is no such story for the viewer (the 404 page).
 */
export async function respondLocation(postId: string, client: ServerClient): Promise<string | null> {
  const request = { query: RespondToPostQuery, variables: { postId } };
  const [outcome] = await client.preload([request]);
  if (outcome && !outcome.ok) throw outcome.error;
  const answer = client.apollo.readQuery(request)?.responseTarget.__typename;
  if (answer !== 'ResponseTarget' && answer !== 'ResponseClosed') return null;
  return `${buildRoute('ShowNewPost', {})}?${new URLSearchParams({ inResponseToPostId: postId })}`;
}
