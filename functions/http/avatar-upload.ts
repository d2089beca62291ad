import { randomBytes } from 'node:crypto';
import { anonymousCredential, edgeHeaders } from '#contract/edge-headers.ts';
import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { imageKey, type ObjectStore } from '#shared/ports/object-store.ts';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import { signInToChangeSettings } from '#contract/user-settings.ts';
import { isAvatarImageType, sniffImageType } from './image-type.ts';

export const avatarPath = '/_/api/avatar';

/**
 * The largest avatar accepted. Lambda function URLs take at most 6 MB of invocation payload, and a
 * binary body arrives base64-encoded (4/3 larger): 4 MB is the round size that always fits.
 */
export const maxAvatarBytes = 4 * 1024 * 1024;

export const avatarMessages = {
  empty: 'Send the image as the request body.',
  tooLarge: 'Images can be at most 4 MB.',
  type: 'Upload a JPEG, PNG, GIF or WebP image.',
  mismatch: 'That file is not the image its type says it is.',
} as const;

export interface AvatarRequest {
  /** The request's headers (lower-case names, as function URLs give them). */
  headers: Record<string, string | undefined>;
  body: Buffer;
  /** The headers for the API call made as the caller (functions/shared/api/api-headers.ts). */
  apiHeaders: Record<string, string>;
}

export interface AvatarAnswer {
  status: number;
  body: GraphqlResponse;
}

const refused = (status: number, errorType: string, message: string): AvatarAnswer => ({
  status,
  body: { errors: [{ errorType, message }] },
});

const viewerQuery = 'query AvatarUploader { viewer { id } }';
const updateProfileMutation = `mutation UpdateViewerAvatar($imageId: String!) {
  updateViewerProfile(input: { imageId: $imageId }) {
    __typename
    ... on User { id name username bio pronouns imageId }
    ... on BadRequest { message }
    ... on AlreadyExists { message }
    ... on NotFound { message }
    ... on Forbidden { message }
    ... on Unauthorized { message }
    ... on RateLimited { message }
  }
}`;

/** HTTP status of a ViewerUpdateResult member (or an API error's type). */
const statusOf: Record<string, number> = {
  User: 200,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  AlreadyExists: 409,
  RateLimited: 429,
};

/**
 * POST /_/api/avatar: the image bytes as the body. The file is checked (size, declared type, and its
 * first bytes), the caller must be a signed-in viewer whose request carries the xsrf token — all before
 * anything is stored — then it is stored under a new id through the ObjectStore port and set with
 * `updateViewerProfile(input: { imageId })` as the caller. The answer is that mutation's GraphQL
 * response, with the HTTP status of its result. When the API refused it (a typed reason such as
 * RateLimited, or an API error of a known type such as Forbidden), the image is deleted again, so a
 * refused upload leaves nothing behind; when the outcome is unknown (502) it is kept, as the profile
 * may already show it.
 */
export async function uploadAvatar(
  request: AvatarRequest,
  deps: { objects: ObjectStore; executeGraphql: GraphqlExecutor },
): Promise<AvatarAnswer> {
  const credential = request.headers[edgeHeaders.auth];
  if (!credential || credential === anonymousCredential) {
    return refused(401, 'Unauthorized', signInToChangeSettings);
  }
  if (request.body.length === 0) return refused(400, 'BadRequest', avatarMessages.empty);
  if (request.body.length > maxAvatarBytes) return refused(400, 'BadRequest', avatarMessages.tooLarge);
  const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isAvatarImageType(declared)) return refused(400, 'BadRequest', avatarMessages.type);
  const sniffed = sniffImageType(request.body);
  if (sniffed !== declared) return refused(400, 'BadRequest', avatarMessages.mismatch);
  if (!request.headers[xsrfHeaderName]) return refused(403, 'Forbidden', missingXsrfMessage);

  // A stale or forged cookie is a visitor: ask who it is before storing anything for it.
  const asked = await deps.executeGraphql(
    { query: viewerQuery, operationName: 'AvatarUploader' },
    request.apiHeaders,
  );
  if (asked.errors?.length) return { status: 502, body: { errors: asked.errors } };
  if (!(asked.data?.viewer as { id?: string } | null | undefined)?.id) {
    return refused(401, 'Unauthorized', signInToChangeSettings);
  }

  // 16 hex characters, like every other image id (the seed's too).
  const imageId = randomBytes(8).toString('hex');
  const key = imageKey(imageId);
  await deps.objects.put(key, request.body, sniffed);
  const answer = await deps.executeGraphql(
    { query: updateProfileMutation, operationName: 'UpdateViewerAvatar', variables: { imageId } },
    request.apiHeaders,
  );
  const result = answer.data?.updateViewerProfile as { __typename?: string } | null | undefined;
  const errorType = answer.errors?.[0]?.errorType ?? '';
  const status = result?.__typename ? statusOf[result.__typename] : statusOf[errorType];
  if (status !== undefined && status !== statusOf.User) await deps.objects.delete(key);
  return { status: status ?? 502, body: answer };
}
