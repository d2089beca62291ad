import { gql, type ApolloClient } from '@apollo/client';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { imageTypes, isImageType, maxImageBytes } from '#contract/image-upload.ts';
import { bodyHashHeader } from '#web/lib/body-hash.ts';
import { xsrfFetch } from '#web/lib/apollo/xsrf-fetch.ts';
import { settingsTexts } from '../texts.ts';

/** The HTTP Lambda's upload endpoint (functions/http): the image bytes in, the updated viewer out. */
export const avatarEndpoint = '/_/api/avatar';

/** What the endpoint accepts (it checks again, by the file's first bytes), and its limit. */
export { imageTypes as avatarTypes, maxImageBytes as maxAvatarBytes };

export type AvatarUploadOutcome = { ok: true; imageId: string } | { ok: false; message: string };

/** Checks what the browser can know before sending: the type it reports and the size. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isImageType(file.type)) return settingsTexts.photoWrongType;
  if (file.size > maxImageBytes) return settingsTexts.photoTooLarge;
  return null;
}

interface UploadAnswer {
  __typename?: string;
  imageId?: string | null;
  message?: string;
}

/**
 * The endpoint answers updateViewerProfile's GraphQL response (a User, or a typed problem, with the
 * HTTP status of that result); a refused request answers `{ errors: [{ errorType, message }] }`.
 */
function readAnswer(body: unknown): { answer: UploadAnswer | null; message: string | null } {
  if (!body || typeof body !== 'object') return { answer: null, message: null };
  const record = body as {
    data?: { updateViewerProfile?: UploadAnswer };
    updateViewerProfile?: UploadAnswer;
    errors?: { message?: string }[];
    message?: string;
  };
  const answer = record.data?.updateViewerProfile ?? record.updateViewerProfile ?? (body as UploadAnswer);
  return { answer, message: answer.message ?? record.errors?.[0]?.message ?? record.message ?? null };
}

/**
 * POSTs the image's bytes with their SHA-256 (CloudFront signs the request to the function URL but
 * cannot hash the body) and the session's xsrf token (the API refuses a signed-in change without it).
 */
export async function uploadAvatar(
  file: Blob,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<AvatarUploadOutcome> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const response = await xsrfFetch(fetchImpl)(avatarEndpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': file.type,
        [bodyHashHeader]: bytesToHex(sha256(bytes)),
      },
      body: bytes,
    });
    const { answer, message } = readAnswer(await response.json().catch(() => null));
    if (response.ok && answer?.__typename === 'User' && answer.imageId) {
      return { ok: true, imageId: answer.imageId };
    }
    return { ok: false, message: message?.trim() || settingsTexts.tryAgain };
  } catch (error) {
    console.error('The avatar upload failed.', error);
    return { ok: false, message: settingsTexts.tryAgain };
  }
}

export const AvatarImage_user = gql`
  fragment AvatarImage_user on User {
    id
    imageId
  }
`;

/** Shows the new picture everywhere the viewer appears (settings, header avatar). */
export function writeAvatar(client: ApolloClient, viewerId: string, imageId: string): void {
  client.cache.writeFragment({
    fragment: AvatarImage_user,
    data: { __typename: 'User', id: viewerId, imageId },
  });
}
