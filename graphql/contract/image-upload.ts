/**
 * Image uploads as the browser and the server both know them: where a story image is sent, which
 * types and sizes are accepted, and the words of every refusal. The HTTP Lambda enforces them
 * (functions/http/image-request.ts); the editor's helper (web/src/lib/uploads/) refuses a file early
 * with the very same message, so this file imports nothing.
 */

/** A story image: the file as the raw body, answered with what its IMG paragraph needs. */
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

/** The longest side an image may have, in pixels: beyond it a browser would decode hundreds of MB. */
export const maxImageSide = 12_000;

export const imageMessages = {
  empty: 'Send the image as the request body.',
  tooLarge: 'Images can be at most 4 MB.',
  type: 'Upload a JPEG, PNG, GIF or WebP image.',
  mismatch: 'That file is not the image its type says it is.',
  unreadable: 'That image could not be read. Try saving it again as a JPEG or PNG.',
  tooWide: `Images can be at most ${maxImageSide.toLocaleString('en-US')} pixels wide and high.`,
} as const;

/** What a visitor is told when they try to upload a story image. */
export const signInToUploadImages = 'Sign in to upload images.';

/** What POST /_/upload answers for a stored image: the fields an IMG paragraph keeps. */
export interface UploadedImage {
  imageId: string;
  originalWidth: number;
  originalHeight: number;
  contentType: ImageType;
  bytes: number;
}
