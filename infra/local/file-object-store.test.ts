import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileObjectStore } from './file-object-store.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'folio-objects-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('keeps an object with its type, and deletes it with its sidecar', async () => {
  const store = fileObjectStore(root);
  await store.put('_/image/abc', new Uint8Array([1, 2, 3]), 'image/png');
  expect(await store.get('_/image/abc')).toEqual({
    body: new Uint8Array([1, 2, 3]),
    contentType: 'image/png',
  });
  await store.delete('_/image/abc');
  expect(await store.get('_/image/abc')).toBeUndefined();
  expect(readdirSync(join(root, '_/image'))).toEqual([]);
});

test('deleting what is not there is no error, like S3; a key outside the store is refused', async () => {
  const store = fileObjectStore(root);
  await expect(store.delete('_/image/missing')).resolves.toBeUndefined();
  await expect(store.delete('../outside')).rejects.toThrow(/leaves the store/);
});

describe('presigned PUTs, as S3 answers them', () => {
  const key = '_/upload-pending/0123456789abcdef0123456789abcdef';
  const body = Buffer.from([1, 2, 3, 4]);
  const presigned = async (clock = { now: Date.UTC(2026, 10, 26, 12) }) => {
    const store = fileObjectStore(root, () => clock.now);
    const put = await store.presignPut(key, { contentType: 'image/png', bytes: 4, expiresInSeconds: 300 });
    const url = new URL(put.url, 'http://localhost');
    const attempt = (changes: { contentType?: string; body?: Buffer; key?: string } = {}) =>
      store.acceptSignedPut({
        key: changes.key ?? url.pathname.slice(1),
        query: url.searchParams,
        contentType: changes.contentType ?? put.headers['content-type']!,
        body: changes.body ?? body,
      });
    return { store, put, url, attempt, clock };
  };

  test('the address is the key on our origin, with the type to send; the exact object is stored', async () => {
    const { store, put, url, attempt } = await presigned();
    expect(url.pathname).toBe(`/${key}`);
    expect(put.headers).toEqual({ 'content-type': 'image/png' });
    expect(await attempt()).toEqual({ status: 200, message: 'Stored.' });
    expect(await store.get(key)).toEqual({ body: new Uint8Array(body), contentType: 'image/png' });
  });

  test.each<[string, { contentType?: string; body?: Buffer; key?: string }]>([
    ['another type', { contentType: 'text/html' }],
    ['another length', { body: Buffer.from([1, 2, 3, 4, 5]) }],
    ['another key', { key: '_/upload-pending/ffffffffffffffffffffffffffffffff' }],
  ])('refuses %s, storing nothing', async (_, changes) => {
    const { store, attempt } = await presigned();
    expect((await attempt(changes)).status).toBe(403);
    expect(await store.get(changes.key ?? key)).toBeUndefined();
  });

  test('refuses an address past its expiry', async () => {
    const { attempt, clock } = await presigned();
    clock.now += 301_000;
    expect(await attempt()).toEqual({ status: 403, message: 'The upload address has expired.' });
  });

  test('moves an object with its type', async () => {
    const store = fileObjectStore(root);
    await store.put(key, body, 'image/png');
    await store.move(key, '_/image/abc');
    expect(await store.get(key)).toBeUndefined();
    expect(await store.get('_/image/abc')).toEqual({ body: new Uint8Array(body), contentType: 'image/png' });
  });
});

describe('presigned GETs, as S3 answers them (decision 170)', () => {
  const key = '_/download/newsletter-exports/00000000-0000-4000-8000-000000000000.csv';
  const clock = { now: Date.UTC(2026, 10, 27, 12) };
  const presigned = async () => {
    const store = fileObjectStore(root, () => clock.now);
    await store.put(key, 'email\r\n', 'text/csv');
    const url = new URL(
      await store.presignGet(key, { fileName: 'list.csv', expiresInSeconds: 7 * 86_400 }),
      'http://localhost',
    );
    return { store, url };
  };

  test('answers the object until the address expires, then refuses it', async () => {
    const { store, url } = await presigned();
    const answer = () => store.answerSignedGet({ key: url.pathname.slice(1), query: url.searchParams });
    expect(await answer()).toMatchObject({ status: 200, contentType: 'text/csv', fileName: 'list.csv' });
    clock.now += 7 * 86_400_000 - 1000;
    expect((await answer()).status).toBe(200);
    clock.now += 1000;
    expect(await answer()).toEqual({ status: 403, message: 'The download address has expired.' });
  });

  test('refuses another key, file name or expiry, and signs only download keys', async () => {
    const { store, url } = await presigned();
    const query = (name: string, value: string) => {
      const changed = new URLSearchParams(url.searchParams);
      changed.set(name, value);
      return changed;
    };
    const otherKey = key.replace('000000000000.csv', '000000000001.csv');
    expect((await store.answerSignedGet({ key: otherKey, query: url.searchParams })).status).toBe(403);
    expect((await store.answerSignedGet({ key, query: query('file', 'x.html') })).status).toBe(403);
    expect((await store.answerSignedGet({ key, query: query('expires', '9999999999') })).status).toBe(403);
    await expect(store.presignGet('_/image/abc', { fileName: 'a', expiresInSeconds: 1 })).rejects.toThrow(
      /Only _\/download\//,
    );
  });
});
