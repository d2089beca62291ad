import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { downloadPrefix, type ObjectStore } from '#shared/ports/object-store.ts';

/** What a PUT to a presigned address gets: S3's statuses, in a few words. */
export interface SignedPutAnswer {
  status: 200 | 403;
  message: string;
}

export interface FileObjectStore extends ObjectStore {
  /**
   * Plays S3 for a PUT to an address `presignPut` gave (the local gateway serves those paths): the
   * signature must hold for this key, content type and length, and must not have expired.
   */
  acceptSignedPut(request: {
    key: string;
    query: URLSearchParams;
    contentType: string;
    body: Buffer;
  }): Promise<SignedPutAnswer>;
  /**
   * Plays S3 for a GET of an address `presignGet` gave (the local gateway serves those paths): the
   * object, or why not (a signature not of this key, file name and expiry, or an expired one).
   */
  answerSignedGet(request: {
    key: string;
    query: URLSearchParams;
  }): Promise<
    | { status: 200; body: Uint8Array; contentType: string; fileName: string }
    | { status: 403 | 404; message: string }
  >;
}

/**
 * The S3 stand-in: one file per object under `root`, its content type in a sidecar file. Presigned
 * addresses are signed with a key made when the store is (a restart ends them, as they expire anyway).
 */
export function fileObjectStore(root: string, now: () => number = Date.now): FileObjectStore {
  const signingKey = randomBytes(32);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Object key ${key} leaves the store`);
    return path;
  };
  const sign = (key: string, contentType: string, bytes: number, expires: number) =>
    createHmac('sha256', signingKey).update(`PUT\n${key}\n${contentType}\n${bytes}\n${expires}`).digest();

  const signGet = (key: string, fileName: string, expires: number) =>
    createHmac('sha256', signingKey).update(`GET\n${key}\n${fileName}\n${expires}`).digest();

  const store: FileObjectStore = {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      await writeFile(`${path}.content-type`, contentType);
    },
    async get(key) {
      try {
        const path = pathOf(key);
        const [body, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}.content-type`, 'utf8'),
        ]);
        return { body: new Uint8Array(body), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.content-type`, { force: true })]);
    },
    async move(from, to) {
      const [source, target] = [pathOf(from), pathOf(to)];
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
      await rename(`${source}.content-type`, `${target}.content-type`);
    },
    async presignPut(key, { contentType, bytes, expiresInSeconds }) {
      const expires = Math.floor(now() / 1000) + expiresInSeconds;
      const signature = sign(key, contentType, bytes, expires).toString('hex');
      return {
        url: `/${key}?${new URLSearchParams({ expires: String(expires), signature })}`,
        headers: { 'content-type': contentType },
      };
    },
    async presignGet(key, { fileName, expiresInSeconds }) {
      if (!key.startsWith(downloadPrefix)) throw new Error(`Only ${downloadPrefix} keys are served`);
      const expires = Math.floor(now() / 1000) + expiresInSeconds;
      const signature = signGet(key, fileName, expires).toString('hex');
      return `/${key}?${new URLSearchParams({ expires: String(expires), file: fileName, signature })}`;
    },
    async answerSignedGet({ key, query }) {
      const expires = Number(query.get('expires'));
      const fileName = query.get('file') ?? '';
      const sent = Buffer.from(query.get('signature') ?? '', 'hex');
      const expected = signGet(key, fileName, expires);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
        return { status: 403, message: 'The signature does not match this key.' };
      }
      if (!(expires * 1000 > now())) return { status: 403, message: 'The download address has expired.' };
      const object = await store.get(key);
      return object ? { status: 200, ...object, fileName } : { status: 404, message: 'No such file.' };
    },
    async acceptSignedPut({ key, query, contentType, body }) {
      const expires = Number(query.get('expires'));
      const sent = Buffer.from(query.get('signature') ?? '', 'hex');
      const expected = sign(key, contentType, body.length, expires);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
        return { status: 403, message: 'The signature does not match this key, type and length.' };
      }
      if (!(expires * 1000 > now())) return { status: 403, message: 'The upload address has expired.' };
      await store.put(key, body, contentType);
      return { status: 200, message: 'Stored.' };
    },
  };
  return store;
}

export const objectStoreDir = (dataDir: string) => join(dataDir, 'objects');
