import { hrefOnHost } from '#web/routes/build-route.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import type { PageRequest } from './page-request.ts';

const userSubdomainQuery = `query UserSubdomain($username: String!) {
  userResult(username: $username) { __typename ... on User { id hasSubdomain } }
}`;

interface UserSubdomainData {
  userResult?: { __typename: string; hasSubdomain?: boolean } | null;
}

/** The same page on the main host: a route of the writer's own table is named again there. */
function mainHostPath(path: string, username: string): string {
  const match = matchRoute(routeTables.user, path, username, () => undefined);
  if (!match) return `/@${username}`;
  try {
    return hrefOnHost(routeTables.default, null, match.name, match.params);
  } catch {
    return `/@${username}`;
  }
}

/**
 * Spec 1 §2.3: {username}.{authDomain} shows the profile of a writer who claimed that subdomain (the
 * edge classifies any such host as the user's, functions/edge/viewer-request.js). For anyone else it
 * is a 302 to the same page on the main host: a subdomain can be claimed later. Null when the request
 * is not for a subdomain (a custom domain, the main host), the subdomain is in use, or no such user
 * exists (their pages answer the 404 themselves).
 */
export async function userSubdomainRedirect(
  request: PageRequest,
  authOrigin: string,
  executeGraphql: GraphqlExecutor,
): Promise<string | null> {
  const username = request.hostTarget;
  if (request.hostKind !== 'user' || !username || !request.host || !authOrigin) return null;
  if (request.host !== `${username}.${new URL(authOrigin).hostname}`) return null;
  const answer = await executeGraphql(
    { query: userSubdomainQuery, operationName: 'UserSubdomain', variables: { username } },
    request.graphqlHeaders,
  );
  if (answer.errors?.length) throw new Error(`UserSubdomain failed: ${answer.errors[0]?.message}`);
  const user = (answer.data as UserSubdomainData | null | undefined)?.userResult;
  if (user?.__typename !== 'User' || user.hasSubdomain) return null;
  return `${authOrigin}${mainHostPath(request.path, username)}`;
}
