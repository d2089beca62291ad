import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import {
  imageMessages,
  isImageType,
  maxImageBytes,
  storyImageUploadPath,
  type UploadedImage,
} from '#contract/image-upload.ts';
import { bodyHashHeader } from '../body-hash.ts';
import { readXsrfToken } from '../session.ts';

export type ImageUploadOutcome =
  { ok: true; image: UploadedImage } | { ok: false; message: string; retryable: boolean };

export const uploadTexts = {
  failed: 'The image could not be uploaded. Check your connection and try again.',
} as const;

export interface UploadImageOptions {
  /** Called as the bytes leave the browser: the fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Where the image goes: the story image endpoint, on this page's origin. */
  endpoint?: string;
  readToken?: () => string | null;
}

/** What the browser can refuse before sending (the server checks again, by the file's bytes). */
export function checkImageFile(file: Pick<Blob, 'type' | 'size'>): string | null {
  if (!isImageType(file.type)) return imageMessages.type;
  if (file.size === 0) return imageMessages.empty;
  if (file.size > maxImageBytes) return imageMessages.tooLarge;
  return null;
}

/**
 * A refusal the same request would meet again (bad file, signed out, forbidden) is final; an overload,
 * a rate limit or a failure of ours is worth retrying, and so is a network that dropped.
 */
const retryableStatus = (status: number) => status === 429 || status >= 500;

function readAnswer(status: number, text: string): ImageUploadOutcome {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): answered below by the status alone.
  }
  const image = body as Partial<UploadedImage> | null;
  if (status >= 200 && status < 300 && typeof image?.imageId === 'string') {
    return { ok: true, image: image as UploadedImage };
  }
  const message = (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message?.trim();
  return { ok: false, message: message || uploadTexts.failed, retryable: retryableStatus(status) };
}

/**
 * Sends a story image to POST /_/upload (functions/http/story-image-upload.ts) and answers what its
 * IMG paragraph keeps. XMLHttpRequest rather than fetch: fetch reports no upload progress. The body
 * carries its SHA-256 (CloudFront signs the request to the function URL but cannot hash the body) and,
 * signed in, the session's xsrf token.
 */
export async function uploadImage(file: Blob, options: UploadImageOptions = {}): Promise<ImageUploadOutcome> {
  const refused = checkImageFile(file);
  if (refused) return { ok: false, message: refused, retryable: false };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const token = (options.readToken ?? readXsrfToken)();
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', options.endpoint ?? storyImageUploadPath);
    request.setRequestHeader('content-type', file.type);
    request.setRequestHeader(bodyHashHeader, bytesToHex(sha256(bytes)));
    if (token) request.setRequestHeader(xsrfHeaderName, token);
    // A listener (not onprogress) and before send: only then must a browser report upload progress.
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    // Every byte sent, whether or not the progress events could say so.
    request.upload.addEventListener('load', () => options.onProgress?.(1));
    request.onload = () => resolve(readAnswer(request.status, request.responseText));
    request.onerror = () => resolve({ ok: false, message: uploadTexts.failed, retryable: true });
    request.send(bytes);
  });
}
