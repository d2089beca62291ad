import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { resolverDomains, resolverManifest } from '#graphql/resolver-manifest.ts';
import { createFolioData, type FolioData } from '#shared/data/data.ts';
import { createDynamoDbClient } from '#shared/lambda/clients.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import type { ObjectStore } from '#shared/ports/object-store.ts';
import type { GoogleOneTapSettings } from '#functions/auth/one-tap/settings.ts';
import { queues, type QueueName } from '#infra/queues.ts';
import { createLocalAppSync } from './appsync/local-appsync.ts';
import type { LambdaHandler } from './appsync/lambda-invoke.ts';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';
import { loadViewerRequestFunction } from './cloudfront-function.ts';
import { localClientConfig } from './dynamodb-local.ts';
import { fileObjectStore, objectStoreDir } from './file-object-store.ts';
import { freePort } from './free-port.ts';
import { createGateway } from './gateway.ts';
import { createEdgeCache } from './edge-cache.ts';
import { createHealthCheck } from './health.ts';
import { fileKeyValueStore } from './key-value-store-file.ts';
import { localSessionSecret } from './session-secret.ts';
import { startLocalSqs } from './sqs.ts';
import { startSqsPoller, type SqsPoller } from './sqs-poller.ts';
import { ensureTable } from './table.ts';
import { localHandlers } from './handlers.ts';
import { connectLocalStripe, stripeStandInVariable } from './stripe/connect.ts';
import { stripeWebhookPath } from '#functions/memberships/webhook.ts';
import { embeddedIndexStore } from '#functions/search/store/embedded-index-store.ts';

export interface RuntimeOptions {
  /** DynamoDB Local's endpoint (started by the caller). */
  dynamoEndpoint: string;
  table: string;
  /** Files: objects, outbox, key value store, the session signing key. */
  dataDir: string;
  webDist: string;
  /** 0 chooses a free port (tests). */
  port: number;
  host?: string;
  edgeCache?: boolean;
  /** Called once after the table exists, e.g. to seed demo content. */
  prepare?: (parts: {
    data: FolioData;
    objects: ObjectStore;
    registerHost: (host: string, entry: HostEntry) => void;
  }) => Promise<void>;
  onError?: (error: unknown) => void;
  /**
   * Google one-tap's client for the auth resolvers and the pages, in place of OIDC_GOOGLE_* (tests: a
   * fake Google's client id and keys, tests/e2e/google-one-tap.test.ts).
   */
  googleOneTap?: GoogleOneTapSettings;
  /**
   * Wraps the functions a page request runs through — the pages Lambda, its GraphQL executor, each
   * domain's resolver Lambda, the authorizer — by name ('pages', 'graphql', the domain, 'authorizer'):
   * how a benchmark records and replays one page part by part (bench/origin-cost.ts).
   */
  instrument?: Instrument;
  /**
   * The Stripe stand-in's address (infra/local/stripe): `npm start` and the jest global setup start one;
   * without it (and without FOLIO_STRIPE_STAND_IN) the runtime starts its own, in memory.
   */
  stripeApiBase?: string;
}

export type Instrument = <F extends (...args: never[]) => unknown>(name: string, fn: F) => F;

export interface HostEntry {
  kind: 'publication' | 'user';
  target: string;
}

/**
 * Folio on one machine: the same handlers as in AWS, behind the local CloudFront (gateway), AppSync,
 * SQS with Lambda-like pollers, and file-backed S3 and SES stand-ins, over DynamoDB Local. Local mode
 * adds what AWS never serves: the mailbox of sent e-mail at /_/dev/mailbox.
 */
export async function startLocalRuntime(options: RuntimeOptions) {
  mkdirSync(options.dataDir, { recursive: true });
  const instrument: Instrument = options.instrument ?? ((_, fn) => fn);
  const sqs = await startLocalSqs();
  // The Lambdas read their configuration from the environment, as in AWS.
  Object.assign(process.env, {
    TABLE_NAME: options.table,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: options.dynamoEndpoint,
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...sqs.environment,
  });
  const dynamo = createDynamoDbClient(localClientConfig(options.dynamoEndpoint));
  await ensureTable(dynamo, options.table);
  const data = createFolioData({ client: dynamo, table: options.table });
  const objects = fileObjectStore(objectStoreDir(options.dataDir));
  const kvs = fileKeyValueStore(join(options.dataDir, 'cloudfront-kvs.json'));
  await options.prepare?.({
    data,
    objects,
    registerHost: (host, entry) => kvs.put(host.toLowerCase(), entry),
  });

  // Sign-in needs the gateway's own address before it listens: magic links and cookies point there.
  const port = options.port === 0 ? await freePort() : options.port;
  const url = `http://localhost:${port}`;
  const outbox = join(options.dataDir, 'outbox');
  const queue = sqsQueueSender(sqs.client, sqs.environment);
  const edgeCache = createEdgeCache();
  // Stripe's webhooks reach the gateway at its loopback address, as they reach CloudFront in AWS.
  const stripe = await connectLocalStripe(
    options.stripeApiBase ?? process.env[stripeStandInVariable],
    `http://127.0.0.1:${port}${stripeWebhookPath}`,
  );
  const handlers = await localHandlers({
    stripe: stripe.settings,
    edgeCache,
    data,
    outbox,
    authOrigin: url,
    sessionSecret: localSessionSecret(options.dataDir),
    queue,
    objects,
    // One store: the indexer's publishes are searchable at once, without waiting for a refresh. Always
    // the embedded engine (SEARCH_ENGINE is a deployment's choice); its snapshot holds no index prefix,
    // the search Lambda maps the prefixed names (SEARCH_INDEX_PREFIX) to kinds before it.
    searchIndex: embeddedIndexStore(objects),
    ...(options.googleOneTap ? { googleOneTap: options.googleOneTap } : {}),
  });
  const appsync = createLocalAppSync({
    schema: loadAppSyncSchema(),
    manifest: resolverManifest,
    resolvers: Object.fromEntries(
      resolverDomains.map((domain) => [domain, instrument(domain, handlers.resolvers[domain])]),
    ),
    authorizer: instrument('authorizer', handlers.authorizer),
    // Off as in AWS (IntrospectionConfig.DISABLED); FOLIO_INTROSPECTION=1 turns it on for development.
    introspection: process.env.FOLIO_INTROSPECTION === '1',
  });
  const pages = instrument(
    'pages',
    handlers.pages({ executeGraphql: instrument('graphql', appsync.executor), webDist: options.webDist }),
  );
  const http = handlers.http({ executeGraphql: appsync.executor, objects });

  const pollers: Partial<Record<QueueName, SqsPoller>> = {};
  for (const spec of queues) {
    pollers[spec.name] = startSqsPoller({
      client: sqs.client,
      queueUrl: sqs.urls[spec.name],
      spec,
      handler: handlers.consumers[spec.name] as LambdaHandler,
      functionName: `${spec.name}-consumer`,
      waitSeconds: 1,
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }

  const server = createGateway({
    // Writers' subdomains locally: {username}.localhost:{port} (browsers resolve *.localhost to here);
    // tests and tools may also call the gateway at its loopback address.
    viewerRequest: loadViewerRequestFunction(kvs, { authDomain: new URL(url).hostname, localLoopback: true }),
    appsync,
    pages,
    http,
    search: handlers.search({ executeGraphql: appsync.executor }),
    authHttp: handlers.authHttp,
    authFormPost: handlers.authFormPost,
    cspReport: handlers.cspReport,
    stripeWebhook: handlers.stripeWebhook,
    oneClickUnsubscribe: handlers.oneClickUnsubscribe,
    activityOneClick: handlers.activityOneClick,
    objects,
    acceptSignedPut: objects.acceptSignedPut,
    answerSignedGet: objects.answerSignedGet,
    webDist: options.webDist,
    devMailbox: { outbox },
    devNewsletter: { data, origin: url },
    devScheduled: handlers.scheduled,
    health: createHealthCheck({
      graphql: appsync.executor,
      dynamo,
      table: options.table,
      sqs,
      pollers,
      webDist: options.webDist,
    }),
    ...(options.edgeCache === undefined ? {} : { edgeCache: options.edgeCache }),
    cache: edgeCache,
    ...(options.onError ? { onError: options.onError } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => resolve());
  });

  return {
    url,
    port,
    outbox,
    dynamo,
    data,
    objects,
    sqs,
    appsync,
    pollers,
    /** The Stripe stand-in this runtime uses (its address: tests drive its checkout and test clock). */
    stripeApiBase: stripe.apiBase,
    registerHost: (host: string, entry: HostEntry) => kvs.put(host.toLowerCase(), entry),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(Object.values(pollers).map((poller) => poller.stop()));
      await sqs.stop();
      await stripe.disconnect();
      dynamo.destroy();
    },
  };
}

export type LocalRuntime = Awaited<ReturnType<typeof startLocalRuntime>>;
