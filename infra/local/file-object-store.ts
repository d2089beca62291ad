import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ObjectStore } from '#shared/ports/object-store.ts';

/** The S3 stand-in: one file per object under `root`, its content type in a sidecar file. */
export function fileObjectStore(root: string): ObjectStore {
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Object key ${key} leaves the store`);
    return path;
  };
  return {
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
  };
}

export const objectStoreDir = (dataDir: string) => join(dataDir, 'objects');
