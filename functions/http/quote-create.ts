import * as z from 'zod';
import { highlightMessages, quoteCreatePathPattern, quoteTypes } from '#contract/highlights.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import {
  checkCredential,
  checkXsrfHeader,
  refused,
  resultStatus,
  type ImageRequest,
  type RefusedAnswer,
} from './image-request.ts';

export const badQuoteRequest =
  'Send { "paragraphName": …, "startOffset": …, "endOffset": …, "quoteType"?: …, "note"?: …, "isPrivate"?: … } for the passage.';

/** The body's shape only; the API validates every value (createQuote's arguments). */
const quoteRequest = z.object({
  paragraphName: z.string(),
  startOffset: z.number(),
  endOffset: z.number(),
  quoteType: z.enum(quoteTypes).default('HIGHLIGHT'),
  note: z.string().nullish(),
  isPrivate: z.boolean().nullish(),
});

const createQuoteMutation = `mutation CreateQuote($input: CreateQuoteInput!) {
  createQuote(input: $input) {
    __typename
    ... on Quote { quoteId postId quoteType paragraphName startOffset endOffset quote note isPrivate createdAt }
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on RateLimited { message }
    ... on Unauthorized { message }
  }
}`;

/** The story a POST to /_/p/{postId}/quotes/create names; undefined for any other path. */
export const quotedPostIdOf = (path: string) => quoteCreatePathPattern.exec(path)?.[1];

function parseQuoteRequest(body: Buffer) {
  try {
    return quoteRequest.safeParse(JSON.parse(body.toString('utf8')));
  } catch {
    return quoteRequest.safeParse(undefined);
  }
}

/**
 * POST /_/p/{postId}/quotes/create (spec 3 §7): the selection menu's highlight, private note or quote of
 * a response. The caller (a credential, else 401) and the body's shape are checked, then `createQuote`
 * is asked as the caller: the API proves the session and that the x-xsrf-token header is its token (a
 * page on another site can neither read it nor add the header), counts the quote and validates it.
 */
export async function createQuoteFromPost(
  postId: string,
  request: ImageRequest,
  deps: { executeGraphql: GraphqlExecutor },
): Promise<{ status: 200; body: { quote: unknown } } | RefusedAnswer> {
  const visitor = checkCredential(request.headers, highlightMessages.signIn);
  if (visitor) return visitor;
  const parsed = parseQuoteRequest(request.body);
  if (!parsed.success) return refused(400, 'BadRequest', badQuoteRequest);
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;

  const answer = await deps.executeGraphql(
    {
      query: createQuoteMutation,
      operationName: 'CreateQuote',
      variables: { input: { postId, ...parsed.data } },
    },
    request.apiHeaders,
  );
  const result = answer.data?.createQuote as { __typename?: string; message?: string } | null;
  if (result?.__typename === 'Quote') return { status: 200, body: { quote: result } };
  const error = answer.errors?.[0];
  const errorType = result?.__typename ?? error?.errorType ?? '';
  const status = resultStatus[errorType];
  // An error of a type we do not know (AppSync failing, ServiceUnavailable) is the API's: 502.
  if (status === undefined) return { status: 502, body: { errors: answer.errors ?? [] } };
  return refused(status, errorType, result?.message ?? error?.message ?? '');
}
