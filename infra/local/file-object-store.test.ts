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
