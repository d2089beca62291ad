import { randomBytes } from 'node:crypto';
import { anonymousCredential, edgeHeaders, xsrfHeaderName } from '#contract/edge-headers.ts';
import { imageMessages, isImageType, type ImageType } from '#contract/image-upload.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import type { GraphqlError } from '#shared/api/graphql-executor.ts';
import { sniffImageType } from './image-type.ts';

/** An upload request as the HTTP Lambda receives it. */
export interface ImageRequest {
  /** The request's headers (lower-case names, as function URLs give them). */
  headers: Record<string, string | undefined>;
  /** The raw body: the image itself for an avatar, JSON for a story image's two steps. */
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
 * Who may upload, checked before anything else: a credential (else 401 with `signInMessage`) — whose
 * session the API then proves — and an xsrf header, whose value the API checks when the upload calls
 * it as the caller (a page on another site cannot add a header without a preflight Folio never grants).
 * `checkImageBytes` runs between the two, so a bad file is told so before a missing token.
 */
export const checkCredential = (headers: ImageRequest['headers'], signInMessage: string) => {
  const credential = headers[edgeHeaders.auth];
  return !credential || credential === anonymousCredential
    ? refused(401, 'Unauthorized', signInMessage)
    : undefined;
};
export const checkXsrfHeader = (headers: ImageRequest['headers']) =>
  headers[xsrfHeaderName] ? undefined : refused(403, 'Forbidden', missingXsrfMessage);

/**
 * The checks every image's bytes pass, in this order: some bytes, at most `maxBytes`
 * (`tooLargeMessage`), a declared type of ours, and the first bytes matching it (a renamed HTML page
 * is never served from /_/image/). Answers the type the bytes proved.
 */
export function checkImageBytes(
  bytes: Uint8Array,
  declaredType: string | undefined,
  limit: { maxBytes: number; tooLargeMessage: string },
): { ok: true; contentType: ImageType } | { ok: false; answer: RefusedAnswer } {
  const refuse = (message: string) => ({ ok: false as const, answer: refused(400, 'BadRequest', message) });
  if (bytes.length === 0) return refuse(imageMessages.empty);
  if (bytes.length > limit.maxBytes) return refuse(limit.tooLargeMessage);
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isImageType(declared)) return refuse(imageMessages.type);
  if (sniffImageType(bytes) !== declared) return refuse(imageMessages.mismatch);
  return { ok: true, contentType: declared };
}

/** A new image's id: 16 hex characters, like every other image id (the seed's too). */
export const newImageId = () => randomBytes(8).toString('hex');
