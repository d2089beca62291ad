import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import {
  checkCredential,
  checkXsrfHeader,
  refused,
  resultStatus,
  type RefusedAnswer,
} from './image-request.ts';

/** Spec 3 §7 `/_/api/subscriptions/newsletters/{id}`: GET the caller's subscription, POST or DELETE it. */
export const newsletterSubscriptionPathPattern = /^\/_\/api\/subscriptions\/newsletters\/([\w-]{1,64})$/;
/** Spec 3 §7 `/_/api/users/{id}/lazily-enable-writer-subscription`: POST, the writer's own id only. */
export const lazilyEnablePathPattern = /^\/_\/api\/users\/([\w-]{1,64})\/lazily-enable-writer-subscription$/;

const signIn = 'Sign in to subscribe to newsletters.';
const notYours = 'Only a writer can enable their own newsletter.';
const problems = ['BadRequest', 'NotFound', 'AlreadyExists', 'RateLimited', 'Unauthorized']
  .map((type) => `... on ${type} { message }`)
  .join(' ');
const newsletter = 'id slug name type subscriberCount viewerEdge { isSubscribed createdAt }';
const result = `{ __typename ... on NewsletterV3 { ${newsletter} } ${problems} }`;

/** What each method asks the API, as the caller: its document and the field that answers. */
const operations = {
  GET: { field: 'newsletterV3', query: `query ($id: ID!) { newsletterV3(id: $id) { ${newsletter} } }` },
  POST: {
    field: 'subscribeNewsletterV3',
    query: `mutation ($id: ID!) { subscribeNewsletterV3(newsletterV3Id: $id, shouldRecordConsent: true) ${result} }`,
  },
  DELETE: {
    field: 'unsubscribeNewsletterV3',
    query: `mutation ($id: ID!) { unsubscribeNewsletterV3(newsletterV3Id: $id) ${result} }`,
  },
  ENABLE: {
    field: 'fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe',
    query: `mutation ($id: ID!) { fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe(userId: $id) ${result} }`,
  },
} as const;
export type NewsletterSubscriptionMethod = keyof typeof operations;

export interface NewsletterSubscriptionRequest {
  method: NewsletterSubscriptionMethod;
  /** The newsletter's id, or for ENABLE the writer's. */
  id: string;
  headers: Record<string, string | undefined>;
  apiHeaders: Record<string, string>;
}

type Answer = { status: number; body: unknown } | RefusedAnswer;

/** The answer of the API as an HTTP one: the newsletter (200), or the typed reason's status. */
function answerOf(answer: Awaited<ReturnType<GraphqlExecutor>>, field: string): Answer {
  const value = answer.data?.[field] as { __typename?: string; message?: string } | null | undefined;
  if (value && (value.__typename === undefined || value.__typename === 'NewsletterV3'))
    return { status: 200, body: { newsletterV3: value } };
  const error = answer.errors?.[0];
  if (value === null && !error) return refused(404, 'NotFound', 'There is no such newsletter.');
  const errorType = value?.__typename ?? error?.errorType ?? '';
  const status = resultStatus[errorType];
  if (status === undefined) return { status: 502, body: { errors: answer.errors ?? [] } };
  return refused(status, errorType, value?.message ?? error?.message ?? '');
}

/**
 * The newsletter calls as plain HTTP (decision 161): signed-in only — a credential, then the xsrf
 * header of the double submit (decision 52) — and asked of the API as the caller, so every rule of
 * subscribing (self, already, the rate limit, the session's xsrf) is the newsletters domain's. ENABLE
 * (lazily-enable-writer-subscription) makes the caller's own newsletter and never subscribes anyone:
 * another writer's id is Forbidden before anything is asked.
 */
export async function newsletterSubscription(
  request: NewsletterSubscriptionRequest,
  executeGraphql: GraphqlExecutor,
): Promise<Answer> {
  const visitor = checkCredential(request.headers, signIn);
  if (visitor) return visitor;
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;
  if (request.method === 'ENABLE') {
    const asked = await executeGraphql({ query: 'query { viewer { id } }' }, request.apiHeaders);
    if (asked.errors?.length) return { status: 502, body: { errors: asked.errors } };
    const viewerId = (asked.data?.viewer as { id?: string } | null | undefined)?.id;
    if (!viewerId) return refused(401, 'Unauthorized', signIn);
    if (viewerId !== request.id) return refused(403, 'Forbidden', notYours);
  }
  const { query, field } = operations[request.method];
  return answerOf(await executeGraphql({ query, variables: { id: request.id } }, request.apiHeaders), field);
}
