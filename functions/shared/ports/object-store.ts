import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Uploaded files (images). S3 in AWS; files under .data/ locally (infra/local/file-object-store.ts). */
export interface ObjectStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Moves an object to another key (in S3 a server-side copy, then a delete). */
  move(from: string, to: string): Promise<void>;
  /**
   * An address the browser may PUT exactly this object to, once, until it expires: the key, the
   * content type and the length are part of the signature, so any other upload is refused.
   */
  presignPut(key: string, object: PresignedObject): Promise<PresignedPut>;
  /**
   * An address anyone holding it may GET this object from until it expires, downloaded as `fileName`
   * (a newsletter's subscribers export, decision 170). Locally a path of the site; in AWS S3's URL.
   */
  presignGet(key: string, download: PresignedDownload): Promise<string>;
}

export interface PresignedDownload {
  fileName: string;
  expiresInSeconds: number;
}

export interface PresignedObject {
  contentType: string;
  bytes: number;
  expiresInSeconds: number;
}

/** A presigned PUT: where to send the bytes, and the headers that must go with them. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
}

/** The uploads bucket's name, for the functions that write to it (infra/functions.ts `uploads`). */
export const uploadsBucketVariable = 'UPLOADS_BUCKET';

/** Where an image lives in the store: the path CloudFront's /_/image/* behaviour asks S3 for, without its leading slash. */
export const imageKey = (imageId: string) => `_/image/${imageId}`;

/**
 * Files handed out through `presignGet` only (decision 170): never served otherwise; locally the
 * gateway answers presigned GETs under this path.
 */
export const downloadPrefix = '_/download/';

/**
 * Days the bucket keeps a file under `downloadPrefix` (its lifecycle rule): a day beyond the 7 an export
 * may be downloaded, counted from when it was written (decision 176).
 */
export const exportObjectDays = 8;

/**
 * Where a browser puts an image before it is checked (POST /_/upload-url, then POST /_/upload): never
 * served, expired by the bucket's lifecycle rule when nobody confirms it.
 */
export const pendingUploadPrefix = '_/upload-pending/';
export const pendingUploadKey = (pendingId: string) => `${pendingUploadPrefix}${pendingId}`;

/**
 * The S3 client for the uploads bucket. Checksums only when an operation requires one: by default the
 * SDK puts the CRC32 of the empty body it presigns into a presigned PUT's address, and S3 then refuses
 * every real upload to it.
 */
export const uploadsS3Client = (): S3Client => new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED' });

export function s3ObjectStore(client: S3Client, bucket: string): ObjectStore {
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!result.Body) return undefined;
        return {
          body: await result.Body.transformToByteArray(),
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async move(from, to) {
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${from}` }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
    },
    async presignPut(key, { contentType, bytes, expiresInSeconds }) {
      const put = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: bytes,
      });
      const url = await getSignedUrl(client, put, {
        expiresIn: expiresInSeconds,
        // The presigner leaves the content type out of the signature unless told otherwise.
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'content-type': contentType } };
    },
    async presignGet(key, { fileName, expiresInSeconds }) {
      const get = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
      });
      return getSignedUrl(client, get, { expiresIn: expiresInSeconds });
    },
  };
}
