import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

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
}

/** The uploads bucket's name, for the functions that write to it (infra/functions.ts `uploads`). */
export const uploadsBucketVariable = 'UPLOADS_BUCKET';

/** Where an image lives in the store: the path CloudFront's /_/image/* behaviour asks S3 for, without its leading slash. */
export const imageKey = (imageId: string) => `_/image/${imageId}`;

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
  };
}
