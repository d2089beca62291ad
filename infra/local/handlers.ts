import { outboxMailer } from './outbox.ts';
import { readPageAssets } from '../../functions/pages/assets.ts';
import type { FolioData } from '../../functions/shared/data.ts';
import type { GraphqlExecutor } from '../../functions/shared/graphql-executor.ts';
import type { QueueSender } from '../../functions/shared/queue-sender.ts';
import type { ResolverDomain } from '../../graphql/resolver-manifest.ts';
import type { QueueName } from '../queues.ts';
import type { LambdaHandler } from './appsync/lambda-invoke.ts';
import type { FunctionUrlHandler } from './function-url-event.ts';

/**
 * The Lambda handlers, built through the same factories as their AWS entries but with the local
 * adapters (in-process AppSync, outbox). Loaded after the environment is set, as a Lambda would be.
 */
export async function localHandlers(parts: { data: FolioData; outbox: string }) {
  const [posts, users, publications, authorizer, pages, http, reporting, mail] = await Promise.all([
    import('../../functions/posts/handler.ts'),
    import('../../functions/users/handler.ts'),
    import('../../functions/publications/handler.ts'),
    import('../../functions/auth/authorizer.ts'),
    import('../../functions/pages/create-pages-handler.ts'),
    import('../../functions/http/create-http-handler.ts'),
    import('../../functions/reporting/create-consumers.ts'),
    import('../../functions/mail/create-email-consumer.ts'),
  ]);
  const resolvers: Record<ResolverDomain, LambdaHandler> = {
    posts: posts.createHandler(parts.data) as LambdaHandler,
    users: users.createHandler(parts.data) as LambdaHandler,
    publications: publications.createHandler(parts.data) as LambdaHandler,
  };
  const consumers: Record<QueueName, unknown> = {
    events: reporting.createEventsConsumer(parts.data),
    'error-batches': reporting.createErrorBatchesConsumer(),
    email: mail.createEmailConsumer(outboxMailer(parts.outbox)),
  };
  return {
    resolvers,
    authorizer: authorizer.handler as LambdaHandler,
    consumers,
    pages: (deps: { executeGraphql: GraphqlExecutor; webDist: string }): FunctionUrlHandler =>
      pages.createPagesHandler({
        executeGraphql: deps.executeGraphql,
        assets: readPageAssets(deps.webDist),
        config: { appVersion: 'local', internalIpRanges: [], cacheExperimentGroups: [] },
      }),
    http: (deps: { executeGraphql: GraphqlExecutor; queue: QueueSender }): FunctionUrlHandler =>
      http.createHttpHandler(deps),
  };
}
