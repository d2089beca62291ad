import { xsrfHeaderName } from '#contract/edge-headers.ts';
import {
  imageMessages,
  isImageType,
  maxStoryImageBytes,
  storyImageUploadPath,
  storyImageUploadUrlPath,
  type UploadedImage,
  type UploadTicket,
} from '#contract/image-upload.ts';
import { bodyHashHeader, sha256Hex } from '../body-hash.ts';
import { readXsrfToken } from '../session.ts';

export type ImageUploadOutcome =
  { ok: true; image: UploadedImage } | { ok: false; message: string; retryable: boolean };

export const uploadTexts = {
  failed: 'The image could not be uploaded. Check your connection and try again.',
} as const;

export interface UploadImageOptions {
  /** Called as the file's bytes leave the browser: the fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Where the two POSTs go: this page's origin unless told otherwise. */
  origin?: string;
  readToken?: () => string | null;
}

/** What the browser can refuse before sending (the server checks again, by the file's bytes). */
export function checkImageFile(file: Pick<Blob, 'type' | 'size'>): string | null {
  if (!isImageType(file.type)) return imageMessages.type;
  if (file.size === 0) return imageMessages.empty;
  if (file.size > maxStoryImageBytes) return imageMessages.storyTooLarge;
  return null;
}

/**
 * A refusal the same file would meet again (bad file, signed out, forbidden) is final; an upload that
 * expired before it was confirmed (404), a rate limit, a failure of ours or a network that dropped is
 * worth retrying: a retry starts again with a new ticket.
 */
const retryableStatus = (status: number) => status === 404 || status === 429 || status >= 500;

interface Sent {
  status: number;
  text: string;
}
type Failure = Extract<ImageUploadOutcome, { ok: false }>;
const networkFailure: Failure = { ok: false, message: uploadTexts.failed, retryable: true };

/** XMLHttpRequest rather than fetch: fetch reports no upload progress. Undefined when the network failed. */
function send(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: string | Blob,
  onProgress?: (fraction: number) => void,
): Promise<Sent | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      // A listener (not onprogress), added before send: only then must a browser report upload progress.
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      // Every byte sent, whether or not the progress events could say so.
      request.upload.addEventListener('load', () => onProgress(1));
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => resolve(undefined);
    request.send(body);
  });
}

/** Our answers are JSON: a success, or `{ errors: [{ message }] }`. Anything else is a failure of the way. */
function read<T>(sent: Sent | undefined, isSuccess: (body: unknown) => boolean): T | Failure {
  if (!sent) return networkFailure;
  let body: unknown = null;
  try {
    body = JSON.parse(sent.text);
  } catch {
    // Not JSON (a proxy's error page): answered below by the status alone.
  }
  if (sent.status >= 200 && sent.status < 300 && isSuccess(body)) return body as T;
  const message = (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message?.trim();
  return { ok: false, message: message || uploadTexts.failed, retryable: retryableStatus(sent.status) };
}
const isFailure = (value: unknown): value is Failure => (value as Failure | null)?.ok === false;

/**
 * Uploads a story image in the server's three steps (graphql/contract/image-upload.ts): a ticket from
 * POST /_/upload-url, the file PUT to the ticket's address (S3 in AWS, the local gateway locally), and
 * POST /_/upload, which answers what the IMG paragraph keeps. The POSTs carry their body's SHA-256
 * (CloudFront signs them to the function URL but cannot hash the body) and, signed in, the session's
 * xsrf token; `onProgress` follows the PUT.
 */
export async function uploadImage(file: Blob, options: UploadImageOptions = {}): Promise<ImageUploadOutcome> {
  const refused = checkImageFile(file);
  if (refused) return { ok: false, message: refused, retryable: false };
  const token = (options.readToken ?? readXsrfToken)();
  const post = (path: string, value: unknown) => {
    const body = JSON.stringify(value);
    return send(
      'POST',
      `${options.origin ?? ''}${path}`,
      {
        'content-type': 'application/json',
        [bodyHashHeader]: sha256Hex(body),
        ...(token ? { [xsrfHeaderName]: token } : {}),
      },
      body,
    );
  };

  const ticket = read<UploadTicket>(
    await post(storyImageUploadUrlPath, { contentType: file.type, bytes: file.size }),
    (body) => typeof (body as UploadTicket | null)?.pendingId === 'string',
  );
  if (isFailure(ticket)) return ticket;
  const stored = await send(
    'PUT',
    new URL(ticket.url, options.origin ?? location.href).href,
    ticket.headers,
    file,
    options.onProgress,
  );
  if (!stored) return networkFailure;
  // Storage answers in its own words (S3's XML): a refused PUT (an expired ticket) is worth a new one.
  if (stored.status < 200 || stored.status >= 300) return networkFailure;
  const image = read<UploadedImage>(
    await post(storyImageUploadPath, { pendingId: ticket.pendingId }),
    (body) => typeof (body as UploadedImage | null)?.imageId === 'string',
  );
  return isFailure(image) ? image : { ok: true, image };
}
