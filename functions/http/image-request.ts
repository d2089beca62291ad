import { randomBytes } from 'node:crypto';
import { anonymousCredential, edgeHeaders, xsrfHeaderName } from '#contract/edge-headers.ts';
import { imageMessages, isImageType, maxImageBytes, type ImageType } from '#contract/image-upload.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import type { GraphqlError } from '#shared/api/graphql-executor.ts';
import { sniffImageType } from './image-type.ts';

/** An image upload as the HTTP Lambda receives it: the file is the raw body. */
export interface ImageRequest {
  /** The request's headers (lower-case names, as function URLs give them). */
  headers: Record<string, string | undefined>;
  body: Buffer;
  /** The headers for the API call made as the caller (functions/shared/api/api-headers.ts). */
  apiHeaders: Record<string, string>;
}

export interface RefusedAnswer {
  status: number;
  body: { errors: GraphqlError[] };
}

export const refused = (status: number, errorType: string, message: string): RefusedAnswer => ({
  status,
  body: { errors: [{ errorType, message }] },
});

/** The HTTP status of a result the API answered an upload with (a typename, or an API error's type). */
export const resultStatus: Readonly<Record<string, number>> = {
  User: 200,
  ImageUploadStarted: 200,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  AlreadyExists: 409,
  RateLimited: 429,
};

/**
 * The checks every image upload passes before anything is asked or stored, in this order: a credential
 * (else 401 with `signInMessage`), a body, the size, the declared type, the first bytes matching it (a
 * renamed HTML page is never served from /_/image/), and the xsrf header (its value is the API's to
 * check, as the upload then calls a mutation as the caller). Answers the type the bytes proved.
 */
export function checkImageRequest(
  request: Pick<ImageRequest, 'headers' | 'body'>,
  signInMessage: string,
): { ok: true; contentType: ImageType } | { ok: false; answer: RefusedAnswer } {
  const refuse = (status: number, errorType: string, message: string) => ({
    ok: false as const,
    answer: refused(status, errorType, message),
  });
  const credential = request.headers[edgeHeaders.auth];
  if (!credential || credential === anonymousCredential) return refuse(401, 'Unauthorized', signInMessage);
  if (request.body.length === 0) return refuse(400, 'BadRequest', imageMessages.empty);
  if (request.body.length > maxImageBytes) return refuse(400, 'BadRequest', imageMessages.tooLarge);
  const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isImageType(declared)) return refuse(400, 'BadRequest', imageMessages.type);
  if (sniffImageType(request.body) !== declared) return refuse(400, 'BadRequest', imageMessages.mismatch);
  if (!request.headers[xsrfHeaderName]) return refuse(403, 'Forbidden', missingXsrfMessage);
  return { ok: true, contentType: declared };
}

/** A new image's id: 16 hex characters, like every other image id (the seed's too). */
export const newImageId = () => randomBytes(8).toString('hex');
