import {
  imageMessages,
  maxStoryImageBytes,
  signInToUploadImages,
  storyImageUploadPath,
  uploadExpiredMessage,
  type UploadedImage,
} from '#contract/image-upload.ts';
import { imageKey, pendingUploadKey, type ObjectStore } from '#shared/ports/object-store.ts';
import { measureImage } from './image-dimensions.ts';
import {
  checkCredential,
  checkImageBytes,
  checkXsrfHeader,
  newImageId,
  refused,
  type ImageRequest,
  type RefusedAnswer,
} from './image-request.ts';
import { pendingIdPattern } from './upload-ticket.ts';

export { storyImageUploadPath };

export type StoryImageAnswer = { status: 201; body: UploadedImage } | RefusedAnswer;

export const badPendingId = 'Send { "pendingId": … } as the upload ticket gave it.';

function readPendingId(body: Buffer): string | undefined {
  try {
    const { pendingId } = JSON.parse(body.toString('utf8')) as { pendingId?: unknown };
    return typeof pendingId === 'string' && pendingIdPattern.test(pendingId) ? pendingId : undefined;
  } catch {
    // Not JSON: no pending id, answered like a wrong one.
    return undefined;
  }
}

/**
 * POST /_/upload, `{ pendingId }`: the second step of a story image, after the browser PUT the file
 * to its ticket's address. The pending object must be there; its bytes pass every image's checks
 * (image-request.ts: up to 25 MB, its stored type proved by its first bytes) and its size must be
 * readable and within 12,000 px (image-dimensions.ts). Then it moves to a new image id, served at
 * /_/image/{id}, and the answer is what its IMG paragraph keeps. A refused file is deleted at once; a
 * pending file nobody confirms is expired by the bucket's lifecycle rule.
 */
export async function confirmStoryImage(
  request: ImageRequest,
  deps: { objects: ObjectStore },
): Promise<StoryImageAnswer> {
  const visitor = checkCredential(request.headers, signInToUploadImages);
  if (visitor) return visitor;
  const pendingId = readPendingId(request.body);
  if (!pendingId) return refused(400, 'BadRequest', badPendingId);
  const noToken = checkXsrfHeader(request.headers);
  if (noToken) return noToken;

  const pendingKey = pendingUploadKey(pendingId);
  const pending = await deps.objects.get(pendingKey);
  if (!pending) return refused(404, 'NotFound', uploadExpiredMessage);
  const image = checkStoryImage(pending.body, pending.contentType);
  if (!image.ok) {
    await deps.objects.delete(pendingKey);
    return image.answer;
  }
  const imageId = newImageId();
  await deps.objects.move(pendingKey, imageKey(imageId));
  const { contentType, width, height } = image;
  return {
    status: 201,
    body: { imageId, originalWidth: width, originalHeight: height, contentType, bytes: pending.body.length },
  };
}

/** A story image's bytes: every image's checks, then a size that can be read and is not too large. */
function checkStoryImage(bytes: Uint8Array, storedType: string) {
  const checked = checkImageBytes(bytes, storedType, {
    maxBytes: maxStoryImageBytes,
    tooLargeMessage: imageMessages.storyTooLarge,
  });
  if (!checked.ok) return checked;
  const size = measureImage(bytes);
  if (!size.ok) return { ok: false as const, answer: refused(400, 'BadRequest', size.message) };
  return { ok: true as const, contentType: checked.contentType, width: size.width, height: size.height };
}
