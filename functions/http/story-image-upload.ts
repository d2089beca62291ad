import { signInToUploadImages, storyImageUploadPath, type UploadedImage } from '#contract/image-upload.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { imageKey, type ObjectStore } from '#shared/ports/object-store.ts';
import { measureImage } from './image-dimensions.ts';
import {
  checkImageRequest,
  newImageId,
  refused,
  resultStatus,
  type ImageRequest,
  type RefusedAnswer,
} from './image-request.ts';

export { storyImageUploadPath };

export type StoryImageAnswer = { status: 201; body: UploadedImage } | RefusedAnswer;

const startUploadMutation = `mutation StartImageUpload {
  startImageUpload {
    __typename
    ... on Unauthorized { message }
    ... on RateLimited { message }
  }
}`;

/**
 * POST /_/upload: a story image's bytes as the body, answered with what its IMG paragraph keeps
 * (`UploadedImage`). The request passes every image upload's checks (image-request.ts) and the image's
 * size must be readable (image-dimensions.ts); then `startImageUpload` is asked as the caller — it
 * proves the session and its xsrf token and counts the upload against the viewer's limit — and only
 * then is the image stored under a new id, served at /_/image/{id}. A refusal stores nothing.
 */
export async function uploadStoryImage(
  request: ImageRequest,
  deps: { objects: ObjectStore; executeGraphql: GraphqlExecutor },
): Promise<StoryImageAnswer> {
  const checked = checkImageRequest(request, signInToUploadImages);
  if (!checked.ok) return checked.answer;
  const size = measureImage(request.body);
  if (!size.ok) return refused(400, 'BadRequest', size.message);

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

  const imageId = newImageId();
  await deps.objects.put(imageKey(imageId), request.body, checked.contentType);
  return {
    status: 201,
    body: {
      imageId,
      originalWidth: size.width,
      originalHeight: size.height,
      contentType: checked.contentType,
      bytes: request.body.length,
    },
  };
}
