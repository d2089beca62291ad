import { resolverDomains, type ResolverDomain } from '#graphql/resolver-manifest.ts';
import type { QueueName } from './queues.ts';

/**
 * What a function may learn about its deployment beyond the table and queues:
 * - `session-secret`: the session signing key (SESSION_SECRET_ARN, read access to that secret);
 * - `auth-origin`: where sign-in happens (AUTH_ORIGIN, or the SSM parameter AUTH_ORIGIN_PARAMETER);
 * - `captcha`: the captcha verifier's settings, and read access to the configured reCAPTCHA secrets
 *   (Enterprise's API key, classic's secret);
 * - `captcha-site-key`: only what the browser may know (CAPTCHA_KIND and the configured site keys,
 *   RECAPTCHA_SITE_KEY, RECAPTCHA_CLASSIC_SITE_KEY);
 * - `oidc`: the social sign-in clients configured (OIDC_{PROVIDER}_*), and read access to their secrets;
 * - `google-client-id`: only the Google client's public id (OIDC_GOOGLE_CLIENT_ID), for Google one-tap,
 *   when Google sign-in is configured;
 * - `oidc-form-post`: like `oidc`, for the providers that answer by form_post only (Apple);
 * - `edge-distribution`: the SSM parameter holding the CloudFront distribution's id
 *   (EDGE_DISTRIBUTION_PARAMETER) and GetParameter on it; the async stack applies it to its consumers,
 *   the web stack writes the parameter;
 * - `stripe`: the Secrets Manager secret holding Stripe's API key and webhook signing secret
 *   (STRIPE_SECRET_ARN, read access to that secret);
 * - `search`: the search API's public key, application id and index prefix (SEARCH_API_KEY,
 *   SEARCH_APP_ID, SEARCH_INDEX_PREFIX), the same the web client is given.
 */
export type DeploymentFact =
  | 'session-secret'
  | 'auth-origin'
  | 'captcha'
  | 'captcha-site-key'
  | 'oidc'
  | 'google-client-id'
  | 'oidc-form-post'
  | 'edge-distribution'
  | 'stripe'
  | 'search';

/**
 * Every Lambda function: its entry, what it is for, and exactly the access it needs. The CDK stacks
 * grant from this list and nothing else; the local runtime loads the same entries.
 */
export interface FunctionSpec {
  name: string;
  /** Path from the repository root to the module exporting `handler`. */
  entry: string;
  role: 'resolver' | 'authorizer' | 'pages' | 'http' | 'consumer' | 'scheduled';
  tableAccess: 'read' | 'read-write' | 'none';
  /** Queues it sends to. */
  sends: readonly QueueName[];
  /** Deployment facts and secrets it reads (infra/function-config.ts grants and passes exactly these). */
  reads: readonly DeploymentFact[];
  /** The queue it consumes, for consumers. */
  consumes?: QueueName;
  /** When a scheduled function runs (EventBridge Scheduler, UTC): every day at this hour and minute. */
  dailyAt?: { hour: number; minute: number };
  /**
   * The uploads bucket: `write-images` may put and delete objects under `_/image/`, and presign PUTs
   * of, read and delete pending uploads under `_/upload-pending/`, and nothing else; `write-exports`
   * may only put files under `_/download/`, `read-exports` only read (and so presign GETs of) them
   * (UPLOADS_BUCKET, decision 176).
   */
  uploads?: 'write-images' | 'write-exports' | 'read-exports';
  /**
   * The search index (infra/search-engine.ts, decision 254): the search Lambda `read`s it, the indexer
   * `write`s it — under `search/` of the uploads bucket for the embedded engine, on the operator's
   * OpenSearch domain otherwise.
   */
  searchIndex?: 'read' | 'write';
  memoryMb: number;
  timeoutSeconds: number;
  /** Concurrent executions reserved (and so the most allowed): 1 makes the function a single writer. */
  reservedConcurrency?: number;
}

const resolverFunction = (domain: ResolverDomain): FunctionSpec => ({
  name: domain,
  entry: `functions/${domain}/handler.ts`,
  role: 'resolver',
  tableAccess: 'read',
  sends: [],
  reads: [],
  memoryMb: 1024,
  timeoutSeconds: 10,
});

/**
 * The posts domain publishes stories (functions/posts/publishing).
 * The auth domain signs people in: it writes grants, codes and accounts and sends the sign-in e-mails.
 * The users domain writes the viewer's own profile, settings and username claim. The posts domain
 * writes the writer's stories: drafts, revisions, the trash.
 */
const resolverOverrides: Partial<Record<ResolverDomain, Partial<FunctionSpec>>> = {
  // Notifications (issue #16): a new follower goes to the notifications queue; a profile's change
  // is indexed again (search-index, decision 231).
  users: { tableAccess: 'read-write', sends: ['notifications', 'search-index'] },
  // Publishing (issue #12): publishPost, pins and submissions write stories; post-published goes out.
  // Claps, responses, highlights and follows of lists tell their owners (the notifications queue).
  // Every write that changes what search finds asks for a reindex (search-index, decision 231).
  posts: { tableAccess: 'read-write', sends: ['content-events', 'notifications', 'search-index'] },
  auth: {
    tableAccess: 'read-write',
    // A new account is indexed for search (search-index, decision 256).
    sends: ['email', 'search-index'],
    // Google one-tap's credentials are checked here (Mutation.googleOneTap): the client id, no secret.
    reads: ['session-secret', 'auth-origin', 'captcha', 'google-client-id'],
  },
  // Membership payments (issue #14): customers and memberships, Stripe's keys, and where checkout returns.
  // A redeemed gift tells its recipient who gave it (the notifications queue, decision 260).
  memberships: { tableAccess: 'read-write', sends: ['notifications'], reads: ['stripe', 'auth-origin'] },
  // Newsletters (issue #15): newsletters and subscriptions; one-click unsubscribe links are checked
  // with a key derived from the session signing key (decision 153); a mailing-list import's chunk jobs
  // go to the newsletter-send queue (decision 168); an export's requester gets a download address of
  // its file, presigned for a few minutes (decision 176).
  newsletters: {
    tableAccess: 'read-write',
    sends: ['newsletter-send'],
    reads: ['session-secret'],
    uploads: 'read-exports',
  },
};

export const functions: readonly FunctionSpec[] = [
  ...resolverDomains.map((domain) => ({ ...resolverFunction(domain), ...resolverOverrides[domain] })),
  {
    name: 'authorizer',
    entry: 'functions/auth/authorizer.ts',
    role: 'authorizer',
    // It notes when a session was last seen and an integration token last used (one write an hour).
    tableAccess: 'read-write',
    sends: [],
    reads: ['session-secret'],
    memoryMb: 512,
    timeoutSeconds: 5,
  },
  {
    name: 'pages',
    entry: 'functions/pages/handler.ts',
    role: 'pages',
    tableAccess: 'none',
    sends: [],
    reads: ['auth-origin', 'captcha-site-key', 'google-client-id', 'search'],
    memoryMb: 1536,
    timeoutSeconds: 10,
  },
  {
    name: 'http',
    entry: 'functions/http/handler.ts',
    role: 'http',
    tableAccess: 'none',
    sends: ['events', 'error-batches'],
    reads: [],
    // Avatars (POST /_/api/avatar) and story images (POST /_/upload) are stored by it, after the API
    // said yes (the avatar is then set through the API; a story image is first counted by it).
    uploads: 'write-images',
    memoryMb: 1024,
    timeoutSeconds: 15,
  },
  {
    // The end of every sign-in (/m/callback/email, social sign-in's start paths and
    // /m/callback/authenticate) and sign-out (/m/signout/{xsrf}): it sets and clears the session
    // cookies, so it is its own function URL rather than a route of the HTTP Lambda.
    name: 'auth-http',
    entry: 'functions/auth/http-handler.ts',
    role: 'http',
    tableAccess: 'read-write',
    // A new account, or an e-mail address confirmed, is indexed for search (decision 256).
    sends: ['search-index'],
    reads: ['session-secret', 'auth-origin', 'oidc'],
    memoryMb: 512,
    timeoutSeconds: 10,
  },
  {
    // Sign in with Apple's answer, a cross-site POST to /m/callback/apple (response_mode=form_post),
    // and the Sign in button of the e-mail sign-in's confirmation page (/m/callback/confirm-sign-in),
    // POSTs CloudFront cannot sign for origin access control: its own small function behind a function
    // URL without IAM (docs/decisions.md §35), that answers these two paths and nothing else.
    name: 'auth-form-post',
    entry: 'functions/auth/form-post-handler.ts',
    role: 'http',
    tableAccess: 'read-write',
    // A new account, or an e-mail address confirmed, is indexed for search (decision 256).
    sends: ['search-index'],
    reads: ['session-secret', 'auth-origin', 'oidc-form-post'],
    memoryMb: 512,
    timeoutSeconds: 10,
  },
  {
    // Browsers' Content-Security-Policy violation reports, POSTed to /_/clientele/csp-report without
    // the body hash an OAC-signed function URL needs: its own small function behind a function URL
    // without IAM, like auth-form-post, that answers this one path, keeps nothing and only logs.
    name: 'csp-report',
    entry: 'functions/http/csp-report-handler.ts',
    role: 'http',
    tableAccess: 'none',
    sends: [],
    reads: [],
    memoryMb: 256,
    timeoutSeconds: 5,
  },
  {
    // Stripe's signed events at /_/stripe/webhook (functions/memberships/webhook.ts): Stripe cannot add
    // the body hash an OAC-signed function URL needs (decision 20), so its own function URL without IAM,
    // like csp-report; the Stripe signature is the proof. It writes memberships and the events applied.
    name: 'memberships-webhook',
    entry: 'functions/memberships/webhook-handler.ts',
    role: 'http',
    tableAccess: 'read-write',
    // A paid gift order's codes are e-mailed to their recipients (functions/memberships/gifts).
    sends: ['email'],
    reads: ['stripe'],
    memoryMb: 512,
    timeoutSeconds: 15,
  },
  {
    // Mail clients' RFC 8058 one-click unsubscribe, POSTed to /_/newsletters/unsubscribe/* without a
    // session or the body hash OAC needs (decision 158): its own function URL without IAM, like
    // memberships-webhook; the link's HMAC (keyed from the session secret) is the proof. It also
    // serves the open and click paths (decision 165) and imports' confirmation links (decision 173).
    name: 'newsletters-one-click',
    entry: 'functions/newsletters/one-click-handler.ts',
    role: 'http',
    tableAccess: 'read-write',
    sends: [],
    reads: ['session-secret'],
    memoryMb: 256,
    timeoutSeconds: 10,
  },
  {
    // The notification digest's RFC 8058 one-click unsubscribe, POSTed by mail clients to
    // /_/notifications/unsubscribe/* without a session or a body hash (decision 273): its own function
    // URL without IAM, as newsletters-one-click; the link's HMAC (keyed from the session secret) is the
    // proof, and it writes one setting of that reader.
    name: 'users-one-click',
    entry: 'functions/users/one-click-handler.ts',
    role: 'http',
    tableAccess: 'read-write',
    sends: [],
    reads: ['session-secret'],
    memoryMb: 256,
    timeoutSeconds: 10,
  },
  {
    // The search API (issue #17): POST /_/search/1/indexes/*/queries over the engine the deployment
    // chose (the embedded one's index read from search/ in the uploads bucket); the table for the viewer's session, mutes and a
    // list's stories; AppSync (GRAPHQL_URL) says who a session is. The whole index lives in its memory
    // (decision 228 sizes it).
    name: 'search',
    entry: 'functions/search/handler.ts',
    role: 'http',
    tableAccess: 'read',
    sends: [],
    reads: ['search'],
    searchIndex: 'read',
    memoryMb: 3008,
    timeoutSeconds: 15,
  },
  {
    name: 'events-consumer',
    entry: 'functions/reporting/events.consumer.ts',
    role: 'consumer',
    tableAccess: 'read-write',
    sends: [],
    reads: [],
    consumes: 'events',
    memoryMb: 512,
    timeoutSeconds: 30,
  },
  {
    name: 'error-batches-consumer',
    entry: 'functions/reporting/error-batches.consumer.ts',
    role: 'consumer',
    tableAccess: 'none',
    sends: [],
    reads: [],
    consumes: 'error-batches',
    memoryMb: 256,
    timeoutSeconds: 30,
  },
  {
    name: 'email-consumer',
    entry: 'functions/mail/email.consumer.ts',
    role: 'consumer',
    tableAccess: 'none',
    sends: [],
    reads: [],
    consumes: 'email',
    memoryMb: 256,
    timeoutSeconds: 60,
  },
  {
    // post-published: invalidates a republished story's pages at CloudFront (the web stack grants
    // CreateInvalidation on its one distribution and writes the distribution's id to SSM).
    // post-clapped: raises a story's clapCount copy to the sum of its clap shards (read-write).
    // A first publish with "Tell my followers" starts the story's newsletter send (decision 156).
    // A first publish or an approval fans the story out to its followers' Following feeds (decision
    // 211): at most 10,000 followers a source, 400 BatchWriteItems, a few seconds.
    name: 'content-events-consumer',
    entry: 'functions/posts/publishing/post-events.consumer.ts',
    role: 'consumer',
    tableAccess: 'read-write',
    // A first publish also tells the writer's followers (the notifications queue, decision 206); a
    // clapped story is indexed again (search-index, decision 231).
    sends: ['newsletter-send', 'notifications', 'search-index'],
    reads: ['edge-distribution'],
    consumes: 'content-events',
    memoryMb: 256,
    timeoutSeconds: 30,
  },
  {
    // Newsletter sends (issue #15, decisions 156–157): a story's fan-out job reads its newsletters'
    // subscribers and queues recipient batches on its own queue; a batch claims each delivery, sends
    // through SES (MAIL_FROM_ADDRESS) with the signed one-click link (session-secret), links to the
    // site (auth-origin), and marks it sent. Subscriber exports (decisions 170, 176) are written to the
    // uploads bucket; the newsletters resolver alone hands them out.
    name: 'newsletter-send-consumer',
    entry: 'functions/newsletters/sending/newsletter-send.consumer.ts',
    role: 'consumer',
    tableAccess: 'read-write',
    sends: ['newsletter-send'],
    reads: ['session-secret', 'auth-origin'],
    consumes: 'newsletter-send',
    uploads: 'write-exports',
    memoryMb: 512,
    timeoutSeconds: 120,
  },
  {
    // SES feedback (decision 163): counts deliveries, bounces and complaints on their newsletter send
    // and suppresses an address after a permanent bounce or a complaint.
    name: 'ses-feedback-consumer',
    entry: 'functions/newsletters/feedback/ses-feedback.consumer.ts',
    role: 'consumer',
    tableAccess: 'read-write',
    sends: [],
    reads: [],
    consumes: 'ses-feedback',
    memoryMb: 256,
    timeoutSeconds: 30,
  },
  {
    // Notifications (issue #16, decision 206): each activity recorded for its owner (the rules read
    // the owner's settings and mutes), a new story fanned out to the writer's followers.
    name: 'notifications-consumer',
    entry: 'functions/users/notifications/notifications.consumer.ts',
    role: 'consumer',
    tableAccess: 'read-write',
    sends: [],
    reads: [],
    consumes: 'notifications',
    memoryMb: 256,
    timeoutSeconds: 30,
  },
  {
    // Search (issue #17, decision 231): reads what changed from the table and applies it to the index
    // (the embedded snapshot in the object store, or the domain); one at a time, its single writer.
    name: 'search-index-consumer',
    entry: 'functions/search/indexer/search-index.consumer.ts',
    role: 'consumer',
    tableAccess: 'read',
    sends: [],
    reads: [],
    consumes: 'search-index',
    // The index lives in memory while a batch is applied, as in the search Lambda (decision 227).
    memoryMb: 3008,
    searchIndex: 'write',
    timeoutSeconds: 60,
    reservedConcurrency: 1,
  },
  {
    // The e-mail digest of notifications (issue #16, decision 261): every day at 07:00 UTC, the readers
    // owed one (a Query per shard) are sent one e-mail each through the email queue; it claims each
    // digest in the table before queueing it, and links to the site (auth-origin) with a signed
    // one-click unsubscribe address (session-secret, decision 273).
    name: 'notification-digest',
    entry: 'functions/users/notifications/digest/digest.scheduled.ts',
    role: 'scheduled',
    tableAccess: 'read-write',
    sends: ['email'],
    reads: ['auth-origin', 'session-secret'],
    dailyAt: { hour: 7, minute: 0 },
    memoryMb: 512,
    timeoutSeconds: 900,
  },
];
