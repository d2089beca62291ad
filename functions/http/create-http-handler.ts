import { jsonAnswer, requestBodyText } from '#shared/http/function-url-message.ts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiHeadersFor } from '#shared/api/api-headers.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { answerFailures, type FunctionUrlHandler } from '#shared/http/http-errors.ts';
import type { ObjectStore } from '#shared/ports/object-store.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { serviceUnavailableMessage, type FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { avatarPath, uploadAvatar } from './avatar-upload.ts';
import { executeBatch } from './batch.ts';
import type { ImageRequest } from './image-request.ts';
import { confirmStoryImage, storyImageUploadPath } from './story-image-upload.ts';
import { issueUploadTicket, storyImageUploadUrlPath } from './upload-ticket.ts';
import { acceptClientEvents } from './client-events.ts';
import { vote, votePathPattern } from './vote.ts';
import { createQuoteFromPost, quotedPostIdOf } from './quote-create.ts';
import { bookmark, bookmarkPathPattern } from './bookmark.ts';
import {
  lazilyEnablePathPattern,
  newsletterSubscription,
  newsletterSubscriptionPathPattern,
} from './newsletter-subscriptions.ts';
import { newsletterImportPathPattern, processUnvalidatedFiles } from './newsletter-import.ts';

export interface HttpDependencies {
  executeGraphql: GraphqlExecutor;
  queue: QueueSender;
  /** Uploaded images (the uploads bucket in AWS): avatars and story images are stored here. */
  objects: ObjectStore;
  logger?: FailureLogger;
}

/** The body as bytes: function URLs base64-encode every body that is not text (images). */
const bytesOf = (event: APIGatewayProxyEventV2) =>
  Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

const serviceUnavailable = (requestId: string) =>
  jsonAnswer(503, {
    errors: [{ errorType: 'ServiceUnavailable', message: serviceUnavailableMessage(requestId) }],
  });

type UploadStep = (
  request: ImageRequest,
  deps: HttpDependencies,
) => Promise<{ status: number; body: unknown }>;

/** The upload paths (POST only): the avatar as the raw body, a story image's ticket and confirmation. */
const imageUploads: Partial<Record<string, UploadStep>> = {
  [avatarPath]: uploadAvatar,
  [storyImageUploadUrlPath]: issueUploadTicket,
  [storyImageUploadPath]: confirmStoryImage,
};

/** The HTTP Lambda behind CloudFront's /_/* behaviour (function URL event). */
export function createHttpHandler(deps: HttpDependencies): FunctionUrlHandler {
  async function route(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
    const method = event.requestContext.http.method;
    const path = event.rawPath;
    if (path === '/_/batch') {
      if (method !== 'POST')
        return jsonAnswer(405, { errors: [{ errorType: 'BadRequest', message: 'Use POST for /_/batch.' }] });
      const answer = await executeBatch(requestBodyText(event), apiHeadersFor(event), deps.executeGraphql);
      return jsonAnswer(answer.status, answer.body);
    }
    if (path === '/_/clientele/events') {
      if (method !== 'POST')
        return jsonAnswer(405, {
          errors: [{ errorType: 'BadRequest', message: 'Use POST for /_/clientele/events.' }],
        });
      const answer = await acceptClientEvents(requestBodyText(event), event, deps.queue);
      return jsonAnswer(answer.status, answer.body);
    }
    const bookmarked = bookmarkPathPattern.exec(path);
    if (bookmarked) {
      if (method !== 'POST' && method !== 'DELETE')
        return jsonAnswer(405, {
          errors: [{ errorType: 'BadRequest', message: `Use POST or DELETE for ${path}.` }],
        });
      const answer = await bookmark(
        { method, postId: bookmarked[1]!, headers: event.headers ?? {}, apiHeaders: apiHeadersFor(event) },
        deps.executeGraphql,
      );
      return jsonAnswer(answer.status, answer.body);
    }
    const subscription = newsletterSubscriptionPathPattern.exec(path);
    const enabling = lazilyEnablePathPattern.exec(path);
    if (subscription || enabling) {
      const allowed = enabling ? ['POST'] : ['GET', 'POST', 'DELETE'];
      if (!allowed.includes(method))
        return jsonAnswer(405, {
          errors: [{ errorType: 'BadRequest', message: `Use ${allowed.join(' or ')} for ${path}.` }],
        });
      const answer = await newsletterSubscription(
        {
          method: enabling ? 'ENABLE' : (method as 'GET' | 'POST' | 'DELETE'),
          id: (subscription ?? enabling)![1]!,
          headers: event.headers ?? {},
          apiHeaders: apiHeadersFor(event),
        },
        deps.executeGraphql,
      );
      return jsonAnswer(answer.status, answer.body);
    }
    const imported = newsletterImportPathPattern.exec(path);
    if (imported) {
      if (method !== 'POST')
        return jsonAnswer(405, { errors: [{ errorType: 'BadRequest', message: `Use POST for ${path}.` }] });
      const answer = await processUnvalidatedFiles(
        {
          id: imported[1]!,
          csv: requestBodyText(event) ?? '',
          headers: event.headers ?? {},
          apiHeaders: apiHeadersFor(event),
        },
        deps.executeGraphql,
      );
      return jsonAnswer(answer.status, answer.body);
    }
    const voteTarget = votePathPattern.exec(path);
    if (voteTarget) {
      if (method !== 'POST')
        return jsonAnswer(405, { errors: [{ errorType: 'BadRequest', message: `Use POST for ${path}.` }] });
      const [, type = '', id = ''] = voteTarget;
      const headers = event.headers ?? {};
      const answer = await vote(
        { type, id, headers, body: requestBodyText(event), apiHeaders: apiHeadersFor(event) },
        deps.executeGraphql,
      );
      return jsonAnswer(answer.status, answer.body);
    }
    const upload = imageUploads[path];
    if (upload) {
      if (method !== 'POST')
        return jsonAnswer(405, { errors: [{ errorType: 'BadRequest', message: `Use POST for ${path}.` }] });
      const answer = await upload(
        { headers: event.headers ?? {}, body: bytesOf(event), apiHeaders: apiHeadersFor(event) },
        deps,
      );
      return jsonAnswer(answer.status, answer.body);
    }
    const quotedPostId = quotedPostIdOf(path);
    if (quotedPostId) {
      if (method !== 'POST')
        return jsonAnswer(405, { errors: [{ errorType: 'BadRequest', message: `Use POST for ${path}.` }] });
      const request = {
        headers: event.headers ?? {},
        body: bytesOf(event),
        apiHeaders: apiHeadersFor(event),
      };
      const answer = await createQuoteFromPost(quotedPostId, request, deps);
      return jsonAnswer(answer.status, answer.body);
    }
    return jsonAnswer(404, { errors: [{ errorType: 'NotFound', message: `Nothing is served at ${path}.` }] });
  }
  return answerFailures(route, {
    logger: deps.logger ?? createLogger('http'),
    unavailable: serviceUnavailable,
  });
}
