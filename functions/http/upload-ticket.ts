import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import {
  imageMessages,
  imageTypes,
  maxStoryImageBytes,
  signInToUploadImages,
  storyImageUploadUrlPath,
  uploadTicketSeconds,
  type UploadTicket,
} from '#contract/image-upload.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { pendingUploadKey, type ObjectStore } from '#shared/ports/object-store.ts';
import {
  checkCredential,
  checkXsrfHeader,
  refused,
  resultStatus,
  type ImageRequest,
  type RefusedAnswer,
} from './image-request.ts';

export { storyImageUploadUrlPath };

export const badTicketRequest = 'Send { "contentType": …, "bytes": … } for the image you will upload.';

const ticketRequest = z.object(
  {
    contentType: z.enum(imageTypes, imageMessages.type),
    bytes: z
      .number(imageMessages.empty)
      .int(imageMessages.empty)
      .min(1, imageMessages.empty)
      .max(maxStoryImageBytes, imageMessages.storyTooLarge),
  },
  { error: badTicketRequest },
);

/** A pending upload's id: 32 hex characters, unguessable, known only to the browser that asked. */
export const pendingIdPattern = /^[0-9a-f]{32}$/;

const startUploadMutation = `mutation StartImageUpload {
  startImageUpload {
    __typename
    ... on Unauthorized { message }
    ... on RateLimited { message }
  }
}`;

function parseTicketRequest(body: Buffer) {
  try {
    return ticketRequest.safeParse(JSON.parse(body.toString('utf8')));
  } catch {
    // Not JSON: the same answer as JSON of the wrong shape.
    return ticketRequest.safeParse(undefined);
  }
}

/**
 * POST /_/upload-url, `{ contentType, bytes }`: the first step of a story image. The caller and the
 * announced file are checked, then `startImageUpload` is asked as the caller — it proves the session
 * and its xsrf token and counts the upload against the viewer's limit — and only then is a presigned
 * PUT made for exactly that type and length, under a new pending key, for `uploadTicketSeconds`.
 */
export async function issueUploadTicket(
  request: ImageRequest,
  deps: { objects: ObjectStore; executeGraphql: GraphqlExecutor },
): Promise<{ status: 200; body: UploadTicket } | RefusedAnswer> {
  const visitor = checkCredential(request.headers, signInToUploadImages);
  if (visitor) return visitor;
  const parsed = parseTicketRequest(request.body);
  if (!parsed.success) return refused(400, 'BadRequest', parsed.error.issues[0]?.message ?? badTicketRequest);
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;

  const started = await deps.executeGraphql(
    { query: startUploadMutation, operationName: 'StartImageUpload' },
    request.apiHeaders,
  );
  const result = started.data?.startImageUpload as { __typename?: string; message?: string } | null;
  if (result?.__typename !== 'ImageUploadStarted') {
    const error = started.errors?.[0];
    const errorType = result?.__typename ?? error?.errorType ?? '';
    const status = resultStatus[errorType];
    // An error of a type we do not know (AppSync failing, ServiceUnavailable) is the API's: 502.
    if (status === undefined) return { status: 502, body: { errors: started.errors ?? [] } };
    return refused(status, errorType, result?.message ?? error?.message ?? '');
  }

  const pendingId = randomBytes(16).toString('hex');
  const put = await deps.objects.presignPut(pendingUploadKey(pendingId), {
    contentType: parsed.data.contentType,
    bytes: parsed.data.bytes,
    expiresInSeconds: uploadTicketSeconds,
  });
  return { status: 200, body: { pendingId, ...put } };
}
