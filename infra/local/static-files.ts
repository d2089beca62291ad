import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
};

/** Reads a built asset under `root` (the /assets/* behaviour's S3 origin); undefined when absent. */
export async function readStaticFile(root: string, uri: string) {
  const path = resolve(root, `.${decodeURIComponent(uri)}`);
  if (!path.startsWith(resolve(root) + sep)) return undefined;
  try {
    return {
      body: await readFile(path),
      contentType: contentTypes[extname(path)] ?? 'application/octet-stream',
    };
  } catch {
    return undefined;
  }
}
