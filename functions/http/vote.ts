import * as z from 'zod';
import { clapMessages, voteTypeSegments, type ClapTargetKind } from '#contract/claps.ts';
import { numClapsSchema } from '#contract/num-claps.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import {
  checkCredential,
  checkXsrfHeader,
  refused,
  resultStatus,
  type RefusedAnswer,
} from './image-request.ts';

/**
 * `/_/vote/{type}/{id}` (spec 3 §7): `/_/vote/p/{postId}` claps a story or a response,
 * `/_/vote/list/{catalogId}` a list (decision 119).
 */
export const votePathPattern = /^\/_\/vote\/([^/]+)\/([^/]+)$/;

export const badVoteRequest = 'Send { "numClaps": … } with 1 to 50 claps.';

const voteRequest = z.object({ numClaps: numClapsSchema }, { error: badVoteRequest });

const answerSelections = `__typename
    ... on ClapLimitReached { message viewerClapCount clapCount clapsLeft }
    ... on BadRequest { message } ... on NotFound { message } ... on Forbidden { message }
    ... on RateLimited { message } ... on Unauthorized { message }`;

/** The clap mutation of each kind, its answer under `clap`, the target by `$id`. */
const clapMutations: Readonly<Record<ClapTargetKind, string>> = {
  post: `mutation Vote($id: ID!, $numClaps: Int!) {
  clap: clap(targetPostId: $id, numClaps: $numClaps) {
    ... on Post { id clapCount viewerClapCount }
    ${answerSelections}
  }
}`,
  catalog: `mutation Vote($id: ID!, $numClaps: Int!) {
  clap: clapCatalog(targetCatalogId: $id, numClaps: $numClaps) {
    ... on Catalog { id clapCount viewerClapCount }
    ${answerSelections}
  }
}`,
};

export interface VoteRequest {
  type: string;
  id: string;
  headers: Record<string, string | undefined>;
  body: string | undefined;
  apiHeaders: Record<string, string>;
}

export type VoteAnswer =
  | { status: 200; body: { id: string; clapCount: number; viewerClapCount: number } }
  | {
      status: 409;
      body: {
        errors: [{ errorType: 'ClapLimitReached'; message: string }];
        viewerClapCount: number;
        clapCount: number;
        clapsLeft: number;
      };
    }
  | RefusedAnswer;

function parseVote(body: string | undefined) {
  try {
    return voteRequest.safeParse(JSON.parse(body ?? ''));
  } catch {
    return voteRequest.safeParse(undefined); // not JSON: the same answer as JSON of the wrong shape
  }
}

/**
 * POST /_/vote/{type}/{id}, `{ numClaps }`: the same clap as the `clap` mutation, asked of the API as
 * the caller (its rules, rate limit and xsrf check are the mutation's). A type other than `p` and
 * `list` is NotFound. The limit reached is a 409 with the claps left.
 */
export async function vote(request: VoteRequest, executeGraphql: GraphqlExecutor): Promise<VoteAnswer> {
  const kind = voteTypeSegments[request.type];
  if (!kind) return refused(404, 'NotFound', `Nothing to clap at /_/vote/${request.type}/.`);
  const visitor = checkCredential(request.headers, clapMessages.signInToClap);
  if (visitor) return visitor;
  const parsed = parseVote(request.body);
  if (!parsed.success) return refused(400, 'BadRequest', parsed.error.issues[0]?.message ?? badVoteRequest);
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;

  const answer = await executeGraphql(
    {
      query: clapMutations[kind],
      operationName: 'Vote',
      variables: { id: request.id, numClaps: parsed.data.numClaps },
    },
    request.apiHeaders,
  );
  const result = answer.data?.clap as
    | {
        __typename: string;
        message?: string;
        id?: string;
        clapCount?: number;
        viewerClapCount?: number;
        clapsLeft?: number;
      }
    | null
    | undefined;
  if (result?.__typename === 'Post' || result?.__typename === 'Catalog')
    return {
      status: 200,
      body: { id: result.id!, clapCount: result.clapCount!, viewerClapCount: result.viewerClapCount! },
    };
  if (result?.__typename === 'ClapLimitReached')
    return {
      status: 409,
      body: {
        errors: [{ errorType: 'ClapLimitReached', message: result.message! }],
        viewerClapCount: result.viewerClapCount!,
        clapCount: result.clapCount!,
        clapsLeft: result.clapsLeft!,
      },
    };
  const error = answer.errors?.[0];
  const errorType = result?.__typename ?? error?.errorType ?? '';
  const status = resultStatus[errorType];
  // An error of a type we do not know (AppSync failing, ServiceUnavailable) is the API's: 502.
  if (status === undefined) return { status: 502, body: { errors: answer.errors ?? [] } };
  return refused(status, errorType, result?.message ?? error?.message ?? '');
}
