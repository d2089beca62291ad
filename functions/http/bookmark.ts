import { catalogMessages } from '#contract/catalogs.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import {
  checkCredential,
  checkXsrfHeader,
  refused,
  resultStatus,
  type RefusedAnswer,
} from './image-request.ts';

/** Spec 3 §7 `/_/bookmark/p/{postId}`: POST saves the story to the caller's Reading list, DELETE takes it out. */
export const bookmarkPathPattern = /^\/_\/bookmark\/p\/([0-9a-f]{1,32})$/;

const bookmarkMutation = `mutation Bookmark($operation: PredefinedCatalogOperation!) {
  addToPredefinedCatalog(type: READING_LIST, operation: $operation) {
    __typename
    ... on AddToPredefinedCatalogSuccess { version insertedItem { catalogItemId } catalog { id } }
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on RateLimited { message }
    ... on Unauthorized { message }
  }
}`;

export interface BookmarkRequest {
  method: string;
  postId: string;
  headers: Record<string, string | undefined>;
  apiHeaders: Record<string, string>;
}

/**
 * The bookmark as a plain POST (or DELETE): the caller (a credential, then the xsrf header of the double
 * submit, decision 52) is checked here, and `addToPredefinedCatalog` is asked as the caller, which proves
 * the session and its token, counts the reader's rate limit and applies every rule of lists.
 */
export async function bookmark(
  request: BookmarkRequest,
  executeGraphql: GraphqlExecutor,
): Promise<{ status: number; body: unknown } | RefusedAnswer> {
  const visitor = checkCredential(request.headers, catalogMessages.signIn);
  if (visitor) return visitor;
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;
  const entity = { type: 'POST', id: request.postId };
  const operation = request.method === 'DELETE' ? { remove: entity } : { prepend: entity };
  const answer = await executeGraphql(
    { query: bookmarkMutation, operationName: 'Bookmark', variables: { operation } },
    request.apiHeaders,
  );
  const result = answer.data?.addToPredefinedCatalog as { __typename?: string; message?: string } | null;
  if (result?.__typename === 'AddToPredefinedCatalogSuccess') return { status: 200, body: result };
  const error = answer.errors?.[0];
  const errorType = result?.__typename ?? error?.errorType ?? '';
  const status = resultStatus[errorType];
  if (status === undefined) return { status: 502, body: { errors: answer.errors ?? [] } };
  return refused(status, errorType, result?.message ?? error?.message ?? '');
}
