import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { imageKey, type ObjectStore } from '#shared/ports/object-store.ts';
import { signInToChangeSettings } from '#contract/user-settings.ts';
import { imageMessages, maxImageBytes } from '#contract/image-upload.ts';
import {
  checkCredential,
  checkImageBytes,
  checkXsrfHeader,
  newImageId,
  refused,
  resultStatus,
  type ImageRequest,
} from './image-request.ts';

export const avatarPath = '/_/api/avatar';

export type AvatarRequest = ImageRequest;

export interface AvatarAnswer {
  status: number;
  body: GraphqlResponse;
}

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

/**
 * POST /_/api/avatar: the image bytes as the body, at most 4 MB (what always fits a function URL's
 * payload). The caller, the file and the xsrf header pass every upload's checks (image-request.ts),
 * the caller must be a signed-in viewer — all before anything is stored —
 * then it is stored under a new id through the ObjectStore port and set with
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
  const visitor = checkCredential(request.headers, signInToChangeSettings);
  if (visitor) return visitor;
  const checked = checkImageBytes(request.body, request.headers['content-type'], {
    maxBytes: maxImageBytes,
    tooLargeMessage: imageMessages.tooLarge,
  });
  if (!checked.ok) return checked.answer;
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;

  // A stale or forged cookie is a visitor: ask who it is before storing anything for it.
  const asked = await deps.executeGraphql(
    { query: viewerQuery, operationName: 'AvatarUploader' },
    request.apiHeaders,
  );
  if (asked.errors?.length) return { status: 502, body: { errors: asked.errors } };
  if (!(asked.data?.viewer as { id?: string } | null | undefined)?.id) {
    return refused(401, 'Unauthorized', signInToChangeSettings);
  }

  const imageId = newImageId();
  const key = imageKey(imageId);
  await deps.objects.put(key, request.body, checked.contentType);
  const answer = await deps.executeGraphql(
    { query: updateProfileMutation, operationName: 'UpdateViewerAvatar', variables: { imageId } },
    request.apiHeaders,
  );
  const result = answer.data?.updateViewerProfile as { __typename?: string } | null | undefined;
  const errorType = answer.errors?.[0]?.errorType ?? '';
  const status = result?.__typename ? resultStatus[result.__typename] : resultStatus[errorType];
  if (status !== undefined && status !== resultStatus.User) await deps.objects.delete(key);
  return { status: status ?? 502, body: answer };
}
