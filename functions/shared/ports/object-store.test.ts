import { pendingUploadKey, s3ObjectStore, uploadsS3Client } from './object-store.ts';

/** Presigning is computed, not sent: the real client and signer, with credentials that go nowhere. */
test('a presigned PUT binds the key, content type and length, expires, and carries no checksum', async () => {
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'x',
  });
  const store = s3ObjectStore(uploadsS3Client(), 'folio-uploads');
  const key = pendingUploadKey('0123456789abcdef0123456789abcdef');
  const put = await store.presignPut(key, { contentType: 'image/png', bytes: 1234, expiresInSeconds: 300 });
  const url = new URL(put.url);
  expect(url.host).toBe('folio-uploads.s3.eu-west-1.amazonaws.com');
  expect(url.pathname).toBe(`/${key}`);
  expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  // The SDK's default would sign the CRC32 of an empty body, and S3 would refuse every real upload.
  expect([...url.searchParams.keys()].filter((name) => name.includes('checksum'))).toEqual([]);
  expect(put.headers).toEqual({ 'content-type': 'image/png' });
});
