import { outboxMailer } from './outbox.ts';
import {
  localFeedbackTopicArn,
  newsletterSesEvents,
  transactionalSesEvents,
  withSimulatedSesEvents,
} from './ses-simulator.ts';
import { readPageAssets } from '#functions/pages/assets.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { searchConfigFromEnvironment } from '#contract/search-config.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import type { ObjectStore } from '#shared/ports/object-store.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { EdgeCache } from '#shared/ports/edge-cache.ts';
import type { GoogleOneTapSettings } from '#functions/auth/one-tap/settings.ts';
import type { ResolverDomain } from '#graphql/resolver-manifest.ts';
import type { QueueName } from '#infra/queues.ts';
import type { LambdaHandler } from './appsync/lambda-invoke.ts';
import type { FunctionUrlHandler } from './function-url-event.ts';
import type { StripeSettings } from '#functions/memberships/stripe/stripe-provider.ts';
import type { SearchIndexStore } from '#functions/search/ports.ts';

export interface LocalHandlerParts {
  data: FolioData;
  /** The outbox folder: the SES stand-in writes every e-mail there. */
  outbox: string;
  /** Where sign-in happens: the gateway's own origin (http://localhost:{port}). */
  authOrigin: string;
  /** The session signing key (infra/local/session-secret.ts). */
  sessionSecret: string;
  /** The local SQS: sign-in e-mails go through the email queue as in AWS. */
  queue: QueueSender;
  /** Google one-tap's client; from OIDC_GOOGLE_* when absent (README "Social sign-in locally"). */
  googleOneTap?: GoogleOneTapSettings;
  /** The gateway's page cache, which the content-events consumer invalidates as CloudFront's. */
  edgeCache: EdgeCache;
  /** The S3 stand-in: subscriber exports are written there (decision 170). */
  objects: ObjectStore;
  /** Stripe: the local stand-in (infra/local/stripe/connect.ts), through the same adapter as in AWS. */
  stripe: StripeSettings;
  /** Where the search index lives (the object store locally): the search-index consumer writes it. */
  searchIndex: SearchIndexStore;
}

/**
 * The Lambda handlers, built through the same factories as their AWS entries but with the local
 * adapters (in-process AppSync, outbox, a key from a file, the development captcha). Loaded after the
 * environment is set, as a Lambda would be.
 */
export async function localHandlers(parts: LocalHandlerParts) {
  const [posts, users, publications, auth, authorizer, authHttp, secret, captcha] = await Promise.all([
    import('#functions/posts/handler.ts'),
    import('#functions/users/handler.ts'),
    import('#functions/publications/handler.ts'),
    import('#functions/auth/handler.ts'),
    import('#functions/auth/authorizer.ts'),
    import('#functions/auth/create-auth-http-handler.ts'),
    import('#shared/lambda/secret.ts'),
    import('#functions/auth/captcha/verifiers.ts'),
  ]);
  const { oidcSettingsFromEnv } = await import('#functions/auth/oidc/environment.ts');
  const { createFormPostHandler } = await import('#functions/auth/create-form-post-handler.ts');
  const { googleOneTapSettingsFromEnv } = await import('#functions/auth/one-tap/settings.ts');
  const search = await import('#functions/search/handler.ts');
  const newsletters = await import('#functions/newsletters/handler.ts');
  const oneClick = await import('#functions/newsletters/one-click.ts');
  const tracking = await import('#functions/newsletters/tracking/tracking-handler.ts');
  const importCompose = await import('#functions/newsletters/import/compose.ts');
  const confirmationPage = await import('#functions/newsletters/import/confirmation-page.tsx');
  const newsletterSend = await import('#functions/newsletters/sending/create-newsletter-send-consumer.ts');
  const sesFeedback = await import('#functions/newsletters/feedback/create-ses-feedback-consumer.ts');
  const notifications = await import('#functions/users/notifications/create-notifications-consumer.ts');
  const digest = await import('#functions/users/notifications/digest/compose.ts');
  const searchIndex = await import('#functions/search/indexer/create-search-index-consumer.ts');
  const searchReindex = await import('#shared/queues/search-index-message.ts');
  const searchDocuments = await import('#functions/search/documents/change-reader.ts');
  const [memberships, membershipsCompose, webhook, stripeProvider] = await Promise.all([
    import('#functions/memberships/handler.ts'),
    import('#functions/memberships/compose.ts'),
    import('#functions/memberships/webhook.ts'),
    import('#functions/memberships/stripe/stripe-provider.ts'),
  ]);
  const payments = stripeProvider.createStripeProvider(parts.stripe);
  const siteOrigin = async () => parts.authOrigin;
  const [pages, http, cspReport, reporting, mail, postEvents, clapsRepository, followingFanOut] =
    await Promise.all([
      import('#functions/pages/create-pages-handler.ts'),
      import('#functions/http/create-http-handler.ts'),
      import('#functions/http/csp-report.ts'),
      import('#functions/reporting/create-consumers.ts'),
      import('#functions/mail/create-email-consumer.ts'),
      import('#functions/posts/publishing/create-post-events-consumer.ts'),
      import('#functions/posts/claps/repository.ts'),
      import('#functions/posts/feeds/fan-out.ts'),
    ]);
  // Google one-tap: off unless given or OIDC_GOOGLE_CLIENT_ID is set; the pages hand its client id on.
  const oneTap = parts.googleOneTap ?? googleOneTapSettingsFromEnv(process.env, { local: true });
  const authDependencies = {
    data: parts.data,
    secret: secret.staticSecret(parts.sessionSecret),
    settings: { authOrigin: parts.authOrigin },
  };
  const resolvers: Record<ResolverDomain, LambdaHandler> = {
    posts: posts.createHandler(parts.data, undefined, { queue: parts.queue }) as LambdaHandler,
    users: users.createHandler(parts.data, undefined, undefined, parts.queue) as LambdaHandler,
    publications: publications.createHandler(parts.data) as LambdaHandler,
    auth: auth.createHandler({
      ...authDependencies,
      queue: parts.queue,
      captcha: captcha.developmentCaptchaVerifier,
      flags: createFlagStore(parts.data),
      googleOneTap: oneTap,
    }) as LambdaHandler,
    memberships: memberships.createHandler(
      parts.data,
      payments,
      siteOrigin,
      undefined,
      parts.queue,
    ) as LambdaHandler,
    newsletters: newsletters.createHandler(
      parts.data,
      secret.staticSecret(parts.sessionSecret),
      parts.queue,
      parts.objects,
    ) as LambdaHandler,
  };
  const consumers: Record<QueueName, unknown> = {
    events: reporting.createEventsConsumer(parts.data),
    'error-batches': reporting.createErrorBatchesConsumer(),
    email: mail.createEmailConsumer(
      withSimulatedSesEvents(outboxMailer(parts.outbox), parts.queue, transactionalSesEvents),
    ),
    'content-events': postEvents.createPostEventsConsumer(
      parts.edgeCache,
      undefined,
      clapsRepository.createClapsRepository(parts.data),
      parts.queue,
      followingFanOut.createFollowingFanOut(parts.data),
      (notice) => parts.queue.send('notifications', [notice]),
      (entries) => searchReindex.requestReindex(parts.queue, entries),
    ),
    // No SES quota locally: the outbox takes e-mails as fast as they come.
    'newsletter-send': newsletterSend.createNewsletterSendConsumer({
      data: parts.data,
      queue: parts.queue,
      mailer: withSimulatedSesEvents(outboxMailer(parts.outbox), parts.queue, newsletterSesEvents),
      objects: parts.objects,
      sessionSecret: secret.staticSecret(parts.sessionSecret),
      siteOrigin,
      ratePerSecond: 1000,
    }),
    'ses-feedback': sesFeedback.createSesFeedbackConsumer({
      data: parts.data,
      topicArn: localFeedbackTopicArn,
    }),
    notifications: notifications.createNotificationsConsumer(parts.data),
    'search-index': searchIndex.createSearchIndexConsumer({
      changes: searchDocuments.createChangeReader(parts.data),
      store: parts.searchIndex,
    }),
  };
  // The scheduled functions, by name: run locally on request (POST /_/dev/run/{name}).
  const digestSender = digest.composeDigestSender(
    parts.data,
    parts.queue,
    siteOrigin,
    secret.staticSecret(parts.sessionSecret),
  );
  const scheduled = { 'notification-digest': () => digestSender.sendDigests() };
  return {
    resolvers,
    authorizer: authorizer.createAuthorizer(authDependencies) as LambdaHandler,
    consumers,
    scheduled,
    // Social sign-in: providers from OIDC_* (README "Social sign-in locally"), none by default.
    authHttp: authHttp.createAuthHttpHandler({
      ...authDependencies,
      queue: parts.queue,
      oidc: oidcSettingsFromEnv(process.env, { secretByArn: secret.secretsManagerSecret, local: true }),
    }) as FunctionUrlHandler,
    // Apple's form_post answer (/m/callback/apple): in AWS its own Lambda, with the same OIDC_APPLE_*.
    authFormPost: createFormPostHandler({
      ...authDependencies,
      queue: parts.queue,
      oidc: oidcSettingsFromEnv(process.env, { secretByArn: secret.secretsManagerSecret, local: true }),
    }) as FunctionUrlHandler,
    cspReport: cspReport.createCspReportHandler() as FunctionUrlHandler,
    // The newsletters' function URL: one-click unsubscribe, the open pixel and click redirects, and
    // imports' confirmation links.
    oneClickUnsubscribe: tracking.withTracking(
      tracking.createTrackingHandler({
        data: parts.data,
        sessionSecret: secret.staticSecret(parts.sessionSecret),
      }),
      confirmationPage.withConfirmation(
        importCompose.composeConfirmationPage(parts.data, secret.staticSecret(parts.sessionSecret)),
        oneClick.createOneClickHandler(
          newsletters.composeNewsletters(parts.data, secret.staticSecret(parts.sessionSecret)).service,
        ),
      ),
    ) as FunctionUrlHandler,
    // The notification digest's one-click unsubscribe (decision 273).
    activityOneClick: digest.composeActivityOneClick(
      parts.data,
      secret.staticSecret(parts.sessionSecret),
    ) as FunctionUrlHandler,
    stripeWebhook: webhook.createWebhookHandler({
      provider: payments,
      service: membershipsCompose.composeMembershipsServices(
        parts.data,
        payments,
        siteOrigin,
        parts.queue,
        () => Promise.reject(new Error('The webhook Lambda redeems no gift')),
      ).memberships,
    }) as FunctionUrlHandler,
    pages: (deps: { executeGraphql: GraphqlExecutor; webDist: string }): FunctionUrlHandler =>
      pages.createPagesHandler({
        executeGraphql: deps.executeGraphql,
        assets: readPageAssets(deps.webDist),
        config: {
          appVersion: 'local',
          internalIpRanges: [],
          cacheExperimentGroups: [],
          // The browser answers the development verifier's one accepted token (local mode only).
          site: {
            authOrigin: parts.authOrigin,
            captcha: { kind: 'development', token: captcha.developmentCaptchaToken },
            ...(oneTap ? { googleClientId: oneTap.clientId } : {}),
            search: searchConfigFromEnvironment(process.env),
          },
        },
      }),
    // The search API over the embedded engine's index in the local object store (search/…).
    search: (deps: { executeGraphql: GraphqlExecutor }): FunctionUrlHandler =>
      search.composeSearchHandler({
        data: parts.data,
        store: parts.searchIndex,
        executeGraphql: deps.executeGraphql,
        settings: searchConfigFromEnvironment(process.env),
      }),
    http: (deps: { executeGraphql: GraphqlExecutor; objects: ObjectStore }): FunctionUrlHandler =>
      http.createHttpHandler({ ...deps, queue: parts.queue }),
  };
}
