import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import {
  checkCredential,
  checkXsrfHeader,
  refused,
  resultStatus,
  type RefusedAnswer,
} from './image-request.ts';

/**
 * Spec 3 §7 `/_/api/newsletters/{id}/import/process-unvalidated-files` (decision 168): POST a CSV (the
 * raw body); the file is checked into the import's report, nothing imported yet.
 */
export const newsletterImportPathPattern =
  /^\/_\/api\/newsletters\/([\w-]{1,64})\/import\/process-unvalidated-files$/;

const signIn = 'Sign in to import subscribers.';
const problems = ['BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized']
  .map((type) => `... on ${type} { message }`)
  .join(' ');
const query = `mutation ($id: ID!, $csv: String!) { validateNewsletterImport(newsletterV3Id: $id, csv: $csv) {
  __typename ... on NewsletterImport { id state rowCount validCount alreadySubscribedCount badRowCount
  badRows { row value } duplicateRowCount duplicateRows { row value } processedCount } ${problems} } }`;

type Answer = { status: number; body: unknown } | RefusedAnswer;

/**
 * Thin HTTP over the API, asked as the caller (decision 161): a credential and the xsrf header first,
 * then validateNewsletterImport, whose rules (managers, eligibility, limits, the rate limit) are the
 * newsletters domain's. 200 with `{ newsletterImport }`, or the typed reason's status.
 */
export async function processUnvalidatedFiles(
  request: {
    id: string;
    csv: string;
    headers: Record<string, string | undefined>;
    apiHeaders: Record<string, string>;
  },
  executeGraphql: GraphqlExecutor,
): Promise<Answer> {
  const visitor = checkCredential(request.headers, signIn);
  if (visitor) return visitor;
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;
  const answer = await executeGraphql(
    { query, variables: { id: request.id, csv: request.csv } },
    request.apiHeaders,
  );
  const value = answer.data?.validateNewsletterImport as
    { __typename?: string; message?: string } | undefined;
  if (value?.__typename === 'NewsletterImport') return { status: 200, body: { newsletterImport: value } };
  const errorType = value?.__typename ?? answer.errors?.[0]?.errorType ?? '';
  const status = resultStatus[errorType];
  if (status === undefined) return { status: 502, body: { errors: answer.errors ?? [] } };
  return refused(status, errorType, value?.message ?? answer.errors?.[0]?.message ?? '');
}
