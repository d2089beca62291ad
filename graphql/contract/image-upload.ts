/**
 * Image uploads as the browser and the server both know them: where a story image is sent, which
 * types and sizes are accepted, and the words of every refusal. The HTTP Lambda enforces them
 * (functions/http/image-request.ts); the editor's helper (web/src/lib/uploads/) refuses a file early
 * with the very same message, so this file imports nothing.
 */

/**
 * A story image goes in two steps, so that its bytes never pass through a Lambda's 6 MB payload:
 * POST `storyImageUploadUrlPath` with `StoryImageUploadRequest` answers an `UploadTicket` (a presigned
 * PUT: S3 in AWS, the local gateway locally); the browser PUTs the file there; then POST
 * `storyImageUploadPath` with `{ pendingId }` checks the image and answers what its IMG paragraph keeps.
 */
export const storyImageUploadUrlPath = '/_/upload-url';
export const storyImageUploadPath = '/_/upload';

/** The image types accepted (spec: image types only), by their MIME type. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

export const isImageType = (value: string): value is ImageType =>
  (imageTypes as readonly string[]).includes(value);

/**
 * The largest image accepted. Lambda function URLs take at most 6 MB of invocation payload, and a
 * binary body arrives base64-encoded (4/3 larger): 4 MB is the round size that always fits.
 */
export const maxImageBytes = 4 * 1024 * 1024;

/** The largest story image accepted (it goes to storage directly, not through a Lambda). */
export const maxStoryImageBytes = 25 * 1024 * 1024;

/** The longest side an image may have, in pixels: beyond it a browser would decode hundreds of MB. */
export const maxImageSide = 12_000;

export const imageMessages = {
  empty: 'Send the image as the request body.',
  tooLarge: 'Images can be at most 4 MB.',
  storyTooLarge: 'Images can be at most 25 MB.',
  type: 'Upload a JPEG, PNG, GIF or WebP image.',
  mismatch: 'That file is not the image its type says it is.',
  unreadable: 'That image could not be read. Try saving it again as a JPEG or PNG.',
  tooWide: `Images can be at most ${maxImageSide.toLocaleString('en-US')} pixels wide and high.`,
} as const;

/** What a visitor is told when they try to upload a story image. */
export const signInToUploadImages = 'Sign in to upload images.';

/** Said when the image to confirm is not where the ticket said (never sent, or expired). */
export const uploadExpiredMessage =
  'That upload has expired or never arrived. Please upload the image again.';

/** How long a ticket's address accepts the file, in seconds. */
export const uploadTicketSeconds = 300;

export interface StoryImageUploadRequest {
  contentType: ImageType;
  bytes: number;
}

/** Where to PUT the file (with exactly these headers), and the id that confirms it afterwards. */
export interface UploadTicket {
  pendingId: string;
  url: string;
  headers: Record<string, string>;
}

/** What POST /_/upload answers for a stored image: the fields an IMG paragraph keeps. */
export interface UploadedImage {
  imageId: string;
  originalWidth: number;
  originalHeight: number;
  contentType: ImageType;
  bytes: number;
}
